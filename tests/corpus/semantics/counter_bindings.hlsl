// ARGS: -T ps_6_0 -E main
// TARGETS: spirv
// Counter buffer bindings as DXC assigns them (vk.binding.counter.hlsl):
// [[vk::counter_binding]] also on a RW structured buffer; otherwise, in
// declaration order, each resource and then its counter take the lowest free
// binding of their set, register(spaceN) alone is set N, and a RW structured
// buffer's counter, made on first use, comes after all of them.
struct S {
    float4 f;
};

// vk::binding + vk::counter_binding
[[vk::binding(5, 3), vk::counter_binding(10)]]
RWStructuredBuffer<S> mySBuffer1;

// :register(xX, spaceY) + vk::counter_binding
[[vk::counter_binding(20)]]
AppendStructuredBuffer<S> myASBuffer1 : register(u1, space1);

// :register(spaceY) + vk::counter_binding
[[vk::counter_binding(15)]]
RWStructuredBuffer<S> mySBuffer3 : register(space3);

// none + vk::counter_binding
[[vk::counter_binding(2)]]
ConsumeStructuredBuffer<S> myCSBuffer1;


// vk::binding + none
[[vk::binding(1)]]
RWStructuredBuffer<S> mySBuffer2;

// :register(xX, spaceY) + none
AppendStructuredBuffer<S> myASBuffer2 : register(u3, space2);

// :register(spaceY) + None
ConsumeStructuredBuffer<S> myCSBuffer3 : register(space2);

// none + none
ConsumeStructuredBuffer<S> myCSBuffer2;


float4 main() : SV_Target {
    uint a = mySBuffer1.IncrementCounter();
    uint b = mySBuffer2.DecrementCounter();

    myASBuffer1.Append((S)0); myASBuffer2.Append((S)0); S q = myCSBuffer1.Consume(); q = myCSBuffer2.Consume(); q = myCSBuffer3.Consume(); mySBuffer3[0] = q; return a + b + q.f;
}
