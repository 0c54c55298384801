// ARGS: -T cs_6_0 -E main
// EXPECT-ERROR: OSH0482 OSH0209
// The Vulkan binding attributes go where DXC's Sema takes them: a binding
// on a global or a cbuffer (not a struct member, a parameter or a
// function), a counter binding on a RW/Append/Consume structured buffer, a
// location on a function, a parameter or a field (not a global), a push
// constant or a shader record on a global (without arguments), and
// ext_decorate_id / ext_decorate_string on a variable or a parameter (not a
// function).
struct S {
    [[vk::binding(5)]] float4 f;
    [[vk::push_constant]] float4 g;
};
[[vk::counter_binding(3)]] StructuredBuffer<S> sb;
[[vk::location(5)]] cbuffer cb { float field; }
[[vk::push_constant(1)]] S pcs;
[[vk::ext_decorate_string(/* UserTypeGOOGLE */ 5636, "t")]]
uint f([[vk::binding(1)]] uint x) { return x; }
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = f(1);
}
