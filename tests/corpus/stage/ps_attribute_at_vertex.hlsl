// ARGS: -T ps_6_1 -E main
// WGSL-ERROR: OSH5202
// GetAttributeAtVertex (SPV_KHR_fragment_shader_barycentric, as DXC): with
// the call in the shader, every nointerpolation input is a per-vertex
// array (T[3], PerVertexKHR, no Flat), the call reads element k and a plain
// read reads element 0 (w below: vertex 0 provokes, so its value is the
// flat one). A field of a nointerpolation struct is per-vertex too (n.c);
// an interpolated input (uv) is not. A nointerpolation parameter given one
// (far's q, given i.v and i.w: two instances of far) reads it too. Not run: no driver here has
// VK_KHR_fragment_shader_barycentric (Mesa 25.0's lavapipe does not expose
// it). WebGPU has no per-vertex inputs: refused.
struct Inner { float3 c : COLOR; };
struct In {
    float2 uv : UV;
    nointerpolation uint v : VALUE;
    nointerpolation uint w : EXTRA;
    nointerpolation Inner n;
};

uint far(nointerpolation uint q) { return GetAttributeAtVertex(q, 2); }

float4 main(In i, uint k : K) : SV_Target {
    uint s = GetAttributeAtVertex(i.v, 0) * 100 + GetAttributeAtVertex(i.v, 1) * 10 +
             GetAttributeAtVertex(i.v, 2) + i.w * 1000;
    float3 c = GetAttributeAtVertex(i.n.c, k) + i.n.c;
    return float4(c, float(s + far(i.v) + far(i.w)) + i.uv.x);
}
