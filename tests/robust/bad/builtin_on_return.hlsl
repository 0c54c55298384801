// ARGS: -T ps_6_0 -E main
// The entry point's own attributes describe its return value (they were ignored).
[[vk::builtin("DrawIndex")]]
float4 main() : SV_Target
{
    return 1;
}
