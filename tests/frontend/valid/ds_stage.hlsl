// ARGS: -T ds_6_0 -E DSMain
struct HSOut { float4 pos : SV_Position; float3 normal : NORMAL; };
struct PatchConst { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };
struct DSOut { float4 pos : SV_Position; float3 normal : NORMAL; };

[domain("tri")]
DSOut DSMain(PatchConst pc, float3 bary : SV_DomainLocation, const OutputPatch<HSOut, 3> patch)
{
    DSOut o;
    o.pos = patch[0].pos * bary.x + patch[1].pos * bary.y + patch[2].pos * bary.z;
    o.normal = normalize(patch[0].normal * bary.x + patch[1].normal * bary.y + patch[2].normal * bary.z);
    o.pos.w += pc.inside * 0;
    return o;
}
