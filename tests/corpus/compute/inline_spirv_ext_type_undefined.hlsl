// ARGS: -T cs_6_0 -E main
// SPIRV-ERROR: OSH0595
// WGSL-ERROR: OSH5202
// vk::ext_type<7> is defined by a call of an [[vk::ext_type_def(7, op)]]
// function that the entry point reaches; def_int is never called, so the
// type has no definition and is refused.
[[vk::ext_type_def(/* id */ 7, /* OpTypeInt */ 21)]]
void def_int([[vk::ext_literal]] uint width, [[vk::ext_literal]] uint signedness);

[[vk::ext_instruction(/* OpBitcast */ 124)]] vk::ext_type<7> to_int(uint v);
[[vk::ext_instruction(/* OpBitcast */ 124)]] uint from_int(vk::ext_type<7> v);

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = from_int(to_int(o[1]));
}
