// ARGS: -T ps_6_0 -E main
// BaseVertex exists only as a vertex shader input.
float4 main([[vk::builtin("BaseVertex")]] uint base : BASE) : SV_Target
{
    return base;
}
