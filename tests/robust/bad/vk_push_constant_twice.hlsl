// ARGS: -T ps_6_0 -E main
struct A { float4 tint; };
struct B { float4 scale; };
[[vk::push_constant]] ConstantBuffer<A> pcA;
[[vk::push_constant]] ConstantBuffer<B> pcB;
float4 main() : SV_Target
{
    return pcA.tint * pcB.scale;
}
