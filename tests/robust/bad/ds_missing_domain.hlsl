// ARGS: -T ds_6_0 -E main
struct CP { float4 pos : POSITION; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
float4 main(PC pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> patch) : SV_Position
{
    return patch[0].pos * bary.x + patch[1].pos * bary.y + patch[2].pos * bary.z;
}
