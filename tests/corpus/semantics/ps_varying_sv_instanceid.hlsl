// ARGS: -T ps_6_0 -E main
// In a pixel shader SV_InstanceID is no built-in but a varying from the
// stage before (a Location variable), so its type is the shader's choice:
// `float instance : SV_InstanceID` is a float input, as DXC takes it
// (intrinsics.evaluate-attribute-*.hlsl); it was OSH0422. Where it is the
// InstanceIndex built-in (a vertex input) it stays uint or int.
float4 main(float4 color : COLOR, nointerpolation float instance : SV_InstanceID) : SV_Target
{
    return color * instance;
}
