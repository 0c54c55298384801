// ARGS: -T cs_6_0 -E main
// EXPECT-ERROR: OSH0481
// Two [[vk::ext_type_def]] functions may not define the same
// vk::ext_type<id>: the second call is refused (the type would depend on
// which call came first).
[[vk::ext_type_def(/* id */ 3, /* OpTypeInt */ 21)]]
void def_int([[vk::ext_literal]] uint width, [[vk::ext_literal]] uint signedness);
[[vk::ext_type_def(/* id */ 3, /* OpTypeFloat */ 22)]]
void def_float([[vk::ext_literal]] uint width);

RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    def_int(32, 0);
    def_float(32);
    o[0] = 1;
}
