struct V { float4 pos : POS; float3 col : COLOR; };
V main(uint vid : SV_VertexID) {
    V o;
    o.pos = float4(vid == 1 ? 3.0 : -1.0, vid == 2 ? 3.0 : -1.0, 0.5, 1.0);
    o.col = float3(vid == 0, vid == 1, vid == 2);
    return o;
}
