// ARGS: -T cs_6_0 -E main
// ext_decorate* operands checked against the decoration's parameters in the
// SPIR-V grammar (src/ir/spirv_grammar.def, SPV_DECO_OPERANDS): a string for
// CounterBuffer (5634, an id), literals for UserSemantic (5635, a string), an
// operand for Coherent (23, none), no location for Location (30), and a
// decoration number the grammar does not know. The first one, from fuzz_spirv
// (CI's fixed run), wrote an OpDecorateString spirv-val refused.
RWStructuredBuffer<uint> output : register(u0);
[[vk::ext_decorate_string(5634, "counter")]] static uint a = 1;
[[vk::ext_decorate(5635, 7)]] static uint b = 2;
[[vk::ext_decorate(23, 1)]] static uint c = 3;
[[vk::ext_decorate(30)]] static uint d = 4;
[[vk::ext_decorate(4242)]] static uint e = 5;
[numthreads(1, 1, 1)]
void main() { output[0] = a + b + c + d + e; }
