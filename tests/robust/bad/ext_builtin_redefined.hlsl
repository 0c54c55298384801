// ARGS: -T ps_6_0 -E main
// One built-in cannot be both an ext_builtin_input and an ext_builtin_output
// variable (DXC: "cannot redefine builtin 24 as an output"), used or not.
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups;
[[vk::ext_builtin_output(/* NumWorkgroups */ 24)]]
static uint3 invalid;
float4 main() : SV_Target { return 1; }
