// ARGS: -T cs_6_0 -E main
// ByteAddressBuffer Load/Load2/Store/Load<T>, InterlockedAdd on a buffer,
// a byte-address buffer and groupshared memory.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 init=i*3 count=16
// BUFFER: binding=1 type=u32 count=20 expect=[i*3 + (i^1)*3 if i < 16 else (64 if i == 16 else (sum(range(64)) if i == 17 else (64 if i == 18 else 0))) for i in range(20)]
ByteAddressBuffer src : register(t0);
RWByteAddressBuffer dst : register(u1);
groupshared uint total;
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 0) total = 0;
    GroupMemoryBarrierWithGroupSync();
    if (id.x < 8) {
        uint2 p = src.Load2(id.x * 8);
        dst.Store(id.x * 8, p.x + p.y);
        dst.Store(id.x * 8 + 4, src.Load<uint>(id.x * 8 + 4) + src.Load(id.x * 8));
    }
    uint old;
    dst.InterlockedAdd(64, 1, old);
    InterlockedAdd(total, id.x);
    GroupMemoryBarrierWithGroupSync();
    if (id.x == 0) { dst.Store(68, total); }
    dst.InterlockedAdd(72, 1);
}
