// ARGS: -T ps_6_0 -E main -HV 2018
float4 main(float4 c : COLOR0) : SV_Target
{
    float acc = 0;
    for (int i = 0; i < 4; i++)
        acc += c[i];
    if (i == 4)
        acc *= 2;
    for (int i = 0; i < 2; i++)
        acc += 1;
    float3 v = c.xyz;
    float3 w = c.x > 0.5 ? v : -v;
    bool3 m = v > 0.5;
    float3 sel = m ? v : w;
    return float4(sel + w, acc);
}
