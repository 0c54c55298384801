// ARGS: -T hs_6_0 -E main
// TARGETS: spirv
// A hull shader may leave [domain] and [partitioning] to the domain
// shader, as DXC does (operator.overloading.resource.type.
// check.hlsl): their execution modes are then not in this module (Vulkan
// takes them from either tessellation stage). Here only PointMode and
// OutputVertices 3. It was OSH0413. SPIR-V only: WGSL has no hull shaders.
struct CP { float4 pos : SV_Position; };
struct PC { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };

PC patch_consts(InputPatch<CP, 3> ip)
{
    PC o;
    o.edges[0] = o.edges[1] = o.edges[2] = 2;
    o.inside = 2;
    return o;
}

[outputcontrolpoints(3)]
[outputtopology("point")]
[patchconstantfunc("patch_consts")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID)
{
    return ip[i];
}
