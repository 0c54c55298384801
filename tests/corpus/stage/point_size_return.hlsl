// ARGS: -T vs_6_0 -E main
// WGSL-WARNING: OSH5211
// [[vk::builtin("PointSize")]] on the entry function makes its return value
// the PointSize built-in (DXC's spirv.interface.vs.hlsl), whatever the
// semantic; the out parameters keep theirs: SV_Position is Position, COLOR
// Location 0.
[[vk::builtin("PointSize")]]
float main(float4 p : POSITION, out float4 pos : SV_Position, out float4 col : COLOR) : PSize
{
    pos = p;
    col = p.zyxw;
    return 2.5;
}
