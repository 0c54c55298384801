// ARGS: -T ps_6_0 -E main
RWStructuredBuffer<uint> buf;
float4 main(float4 p : SV_Position) : SV_Target
{
    float a = dot(p, 1, 2);
    float b = cross(p, p).x;
    float c = sin();
    uint o;
    InterlockedAdd(1, 2, o);
    float d = sqrt(1.0l);
    uint4 m = WaveMatch(p.x); // SPV_NV_shader_subgroup_partitioned: valid for SPIR-V
    float e = clamp(p, p);
    return a + b + c + d + e + m.x;
}
