struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint id : ID; float clip : SV_ClipDistance0; };
VSOut main(uint vid : SV_VertexID, uint inst : SV_InstanceID) {
    float2 c = float2(vid == 1 ? 3.0 : -1.0, vid == 2 ? 3.0 : -1.0);
    VSOut o;
    o.pos = float4(c, 0.5, 1.0);
    o.uv = float2(c.x, -c.y) * 0.5 + 0.5;
    o.id = 42 + inst;
    o.clip = 1.0 - o.uv.x * 1.2;   // clips x beyond uv.x = 0.8333 (pixels 7)
    return o;
}
