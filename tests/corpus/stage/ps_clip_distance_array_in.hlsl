// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// A pixel input float2 clip[2] : SV_ClipDistance reads ClipDistance[0..3]
// (glslang's hlsl.clipdistance-2.frag shape), cull likewise.
float4 main(float4 pos : SV_Position, float2 clip[2] : SV_ClipDistance, float2 cull[2] : SV_CullDistance)
    : SV_Target0
{
    return pos + clip[0].x + clip[1].y + cull[1].x;
}
