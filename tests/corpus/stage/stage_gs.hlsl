// ARGS: -T gs_6_0 -E main -fvk-invert-y
// WGSL-ERROR: OSH5202
// Geometry shader: per-vertex input arrays (Position as an arrayed built-in),
// a TriangleStream whose Append copies the vertex to the outputs and emits
// it, RestartStrip, [maxvertexcount], [instance], SV_PrimitiveID,
// SV_GSInstanceID, SV_RenderTargetArrayIndex (Layer) output.
struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint id : ID; };
struct GSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint layer : SV_RenderTargetArrayIndex; nointerpolation uint prim : PRIM; };

void emit(inout TriangleStream<GSOut> s, VSOut v, uint prim, uint inst) {
    GSOut o;
    o.pos = v.pos;
    o.uv = v.uv;
    o.layer = inst;
    o.prim = prim + v.id;
    s.Append(o);
}

[maxvertexcount(6)]
[instance(2)]
void main(triangle VSOut input[3], inout TriangleStream<GSOut> stream,
          uint prim : SV_PrimitiveID, uint inst : SV_GSInstanceID) {
    for (uint i = 0; i < 3; i++)
        emit(stream, input[i], prim, inst);
    stream.RestartStrip();
    GSOut o;
    o.pos = input[0].pos + 1;
    o.uv = 0;
    o.layer = inst;
    o.prim = prim;
    stream.Append(o);
}
