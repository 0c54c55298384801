// ARGS: -T ps_6_0 -E main -fspv-flatten-resource-arrays
// -fspv-flatten-resource-arrays makes t[0..3] four variables: a run-time
// index cannot choose between them (DXC rewrites it into a switch over the
// elements; refused here), and a loop without [unroll] leaves its counter a
// run-time value.
Texture2D t[4] : register(t0);
SamplerState s;
float4 main(uint i : IDX, float2 uv : UV) : SV_Target {
    float4 c = t[i].Sample(s, uv);
    for (uint k = 0; k < 4; k++)
        c += t[k].Sample(s, uv);
    return c;
}
