// ARGS: -T vs_6_8 -E main
// WGSL-ERROR: OSH5202
// SV_StartVertexLocation and SV_StartInstanceLocation are the BaseVertex and
// BaseInstance built-ins (int, DrawParameters), as DXC
// (semantic.start-vertex-location.hlsl, semantic.start-instance-location.hlsl);
// WGSL has no such built-ins.
float4 main(uint v : SV_StartVertexLocation, uint i : SV_StartInstanceLocation) : SV_Position
{
    return float4(v, i, 0, 1);
}
