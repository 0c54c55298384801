// ARGS: -T cs_6_0 -E main
// [[vk::ext_builtin_input]] / [[vk::ext_builtin_output]] name a static built-in
// variable (const for an input), not both at once (DXC's rules).
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
uint3 not_static;
[[vk::ext_builtin_input(24), vk::ext_builtin_output(24)]]
static const uint3 both;
[[vk::ext_builtin_input(24)]]
static uint3 not_const;
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() { o[0] = 1; }
