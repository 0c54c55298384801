// ARGS: -T cs_6_6 -E main
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 init=[7, 99, 0x89abcdef, 0x01234567]
// BUFFER: binding=1 type=u32 count=8 expect=[7, 0, 0x89abcdef, 0x01234567, 8, 16, 0x89abcdef, 0x01234567]
// In DXC's packed layout (sizeof, ByteAddressBuffer.Load<T>/Store<T>) a
// vk::BufferPointer is a uint64_t: 8 bytes aligned to 8, so Link is 16
// bytes with `p` at 8 (word 1 is padding: 99 is not copied).
struct S { float a; };
struct Link { uint tag; vk::BufferPointer<S> p; };
[[vk::binding(0)]] ByteAddressBuffer B;
[[vk::binding(1)]] RWByteAddressBuffer W;
[numthreads(1, 1, 1)]
void main()
{
    Link l = B.Load<Link>(0);
    W.Store<Link>(0, l);
    W.Store(16, (uint)sizeof(l.p));
    W.Store(20, (uint)sizeof(Link));
    W.Store<uint64_t>(24, (uint64_t)l.p);
}
