// ARGS: -T cs_6_6 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: address=push:0 type=u32 init=[10, 20, 30, 40, f2u(1.5), 0, 0, 0] expect=[10, 0, 30, 40, f2u(1.5), 80, 40, 10]
// BUFFER: address=push:8 type=u32 init="[f2u(v) for v in [1, 2, 3, 4, 5]] + [2, 0, 0] + [f2u(v) for v in [6, 7, 8, 9, 10]] + [3, 0, 0] + [0] * 8" expect="[f2u(v) for v in [1, 2, 3, 3, 5]] + [2, 0, 0] + [f2u(v) for v in [6, 7, 8, 9, 8]] + [3, 0, 0] + [f2u(v) for v in [1.5, 10, 30, 40, 100]] + [7, 0, 0]"
// BUFFER: binding=0 type=f32 count=13 expect=[1, 2, 3, 4, 5, 2, 7, 3, 40, 2, 1, 1.5, 6]
// Buffer device addresses on lavapipe: the runner creates the first two
// buffers with a device address and puts the addresses in the push
// constants (raw at 0, items at 8). The shader reads and writes the first
// with vk::RawBufferLoad/Store (uint, uint2 aligned 8, float, bool) and
// the second, three 32-byte Items (std430: v at 0, s at 16, n at 20,
// next at 24), through vk::BufferPointer<Item, 16>: a whole-struct load
// and store, member and component writes, pointer arithmetic through
// uint64_t, and a list linked through `next` that a function walks
// (item 0 -> item 1 -> null: 5*2 + 10*3 = 40 in 2 hops). The links are
// cleared again so that the buffer's final contents are known:
//   item 0: v.w = f * 2 = 3; item 1: s = 5 + 3 = 8;
//   item 2: {v = (1.5, 10, 30, 40), s = 100 (t was true), n = 7}.
struct Item {
    float4 v;
    float s;
    uint n;
    vk::BufferPointer<Item, 16> next;
};
typedef vk::BufferPointer<Item, 16> ItemPtr;
struct Push { uint64_t raw; ItemPtr items; };
[[vk::push_constant]] Push pc;
RWStructuredBuffer<float> Out : register(u0);

float walk(ItemPtr q, out uint hops)
{
    float sum = 0;
    hops = 0;
    for (; (uint64_t)q != 0 && hops < 4; q = q.Get().next) {
        sum += q.Get().s * q.Get().n;
        hops++;
    }
    return sum;
}

[numthreads(1, 1, 1)]
void main()
{
    uint a = vk::RawBufferLoad<uint>(pc.raw);
    uint2 b = vk::RawBufferLoad<uint2>(pc.raw + 8, 8);
    float f = vk::RawBufferLoad<float>(pc.raw + 16);
    bool t = vk::RawBufferLoad<bool>(pc.raw + 4);
    vk::RawBufferStore<uint>(pc.raw + 20, a + b.x + b.y);
    vk::RawBufferStore<uint2>(pc.raw + 24, uint2(b.y, a), 8);
    vk::RawBufferStore<bool>(pc.raw + 4, !t);

    ItemPtr p0 = pc.items;
    ItemPtr p1 = ItemPtr((uint64_t)p0 + 32);
    ItemPtr p2 = ItemPtr((uint64_t)p1 + 32);
    Item i0 = p0.Get();
    Out[0] = i0.v.x;
    Out[1] = i0.v.y;
    Out[2] = i0.v.z;
    Out[3] = i0.v.w;
    Out[4] = i0.s;
    Out[5] = i0.n;
    Out[6] = p1.Get().v.y;
    Out[7] = p1.Get().n;

    p0.Get().next = p1;
    p1.Get().next = ItemPtr(0);
    uint hops;
    Out[8] = walk(p0, hops);
    Out[9] = hops;

    Item x;
    x.v = float4(f, a, b.x, b.y);
    x.s = t ? 100 : 200;
    x.n = 7;
    x.next = p2;
    p2.Get() = x;
    Out[10] = (uint64_t)p2.Get().next == (uint64_t)p2 ? 1 : 0;
    p2.Get().next = ItemPtr(0);
    p0.Get().next = ItemPtr(0);

    p1.Get().s = i0.s + p1.Get().n;
    p0.Get().v.w = f * 2;
    Out[11] = f;
    ItemPtr pick = t ? p1 : p0;
    Out[12] = pick.Get().v.x;
}
