// ARGS: -T cs_6_6 -E main -HV 2021
// vk::BufferPointer<T, A>: Get() (read and written), the pointer casts,
// construction from and conversion to an address, linked structs.
struct Globals { float4 a; float4 b; };
struct Derived : Globals { uint c; };
typedef vk::BufferPointer<Globals> GlobalsPtr;
struct Block;
typedef vk::BufferPointer<Block, 16> BlockPtr;
struct Block { float4 x; BlockPtr next; };
struct Push { GlobalsPtr g; vk::BufferPointer<Derived, 16> d; BlockPtr root; uint64_t raw; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float4> Out : register(u0);
float4 first(GlobalsPtr p) { return p.Get().a; }
[numthreads(1, 1, 1)]
void main()
{
    float4 v = pc.g.Get().b + first(pc.g);
    GlobalsPtr base = vk::static_pointer_cast<Globals>(pc.d);
    GlobalsPtr base16 = vk::static_pointer_cast<Globals, 16>(pc.d);
    vk::BufferPointer<float4> f = vk::reinterpret_pointer_cast<float4>(pc.g);
    BlockPtr b = pc.root;
    b = b.Get().next;
    if ((bool)b)
        v += b.Get().x;
    if ((uint64_t)b != 0)
        v += f.Get();
    GlobalsPtr fromInt = GlobalsPtr(pc.raw);
    GlobalsPtr fromInt2 = vk::BufferPointer<Globals>(pc.raw + 32);
    fromInt.Get().a = v;
    pc.d.Get().c = 3;
    Out[0] = v + base.Get().a + base16.Get().b + fromInt2.Get().a + pc.d.Get().c;
}
