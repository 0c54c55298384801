// ARGS: -T vs_6_0 -E main -fvk-invert-y
// WGSL-ERROR: OSH5202
// Vertex stage I/O: nested structs, arrays and matrices
// split one location per element/row, clip/cull distances as slices of one
// built-in array (ordered by semantic index), integer outputs Flat, bool
// outputs as uint, SV_InstanceID, -fvk-invert-y.
struct Inner { float2 uv : TEXCOORD3; uint mat : MATERIAL; };
struct VSIn {
    float3 pos : POSITION;
    Inner inner;
    float4x3 xf : XFORM;
    float w[2] : WEIGHTS;
    uint vid : SV_VertexID;
};
struct VSOut {
    float4 pos : SV_Position;
    float clip1 : SV_ClipDistance1;
    float2 clip0 : SV_ClipDistance0;
    float cull : SV_CullDistance;
    float2 uv : TEXCOORD0;
    nointerpolation uint mat : MATERIAL;
    int2 ids : IDS;
    float3 rows[2] : ROWS;
    noperspective centroid float4 color : COLOR;
    bool front : FLAG;
};
VSOut main(VSIn i, uint inst : SV_InstanceID, out float psize : PSIZE_OUT) {
    VSOut o;
    float3 p = mul(float4(i.pos, 1.0), i.xf) * i.w[0] + i.w[1];
    o.pos = float4(p, 1.0);
    o.clip1 = p.x;
    o.clip0 = p.yz;
    o.cull = 1.0;
    o.uv = i.inner.uv;
    o.mat = i.inner.mat;
    o.ids = int2(i.vid, inst);
    o.rows[0] = p;
    o.rows[1] = -p;
    o.color = float4(p, 0.5);
    o.front = inst > 3;
    psize = 1.0;
    return o;
}
