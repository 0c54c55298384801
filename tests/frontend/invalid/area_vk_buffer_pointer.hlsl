// ARGS: -T cs_6_6 -E main
struct A { float4 a; };
struct B { float4 b; };
struct C : A { uint c; };
vk::BufferPointer p0;
vk::BufferPointer<A, 3> p1;
vk::BufferPointer<Texture2D<float4> > p2;
struct Push { vk::BufferPointer<A, 4> a; vk::BufferPointer<C, 16> c; uint64_t raw; uint small; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    vk::BufferPointer<B> b = vk::static_pointer_cast<B>(pc.a);
    vk::BufferPointer<A, 16> a16 = vk::static_pointer_cast<A, 16>(pc.a);
    vk::BufferPointer<A> a = vk::static_pointer_cast<A>(pc.raw);
    vk::BufferPointer<A> x = pc.raw;
    uint64_t r = pc.a;
    vk::BufferPointer<C> c = vk::static_pointer_cast<C>(pc.a);
    vk::BufferPointer<A> ok = vk::static_pointer_cast<A>(pc.c);
    bool eq = pc.a == pc.a;
    pc.a.Get(1);
    float4 v = pc.a.Load(0);
    vk::BufferPointer<B> b2 = pc.a;
    Out[0] = ok.Get().a;
}
