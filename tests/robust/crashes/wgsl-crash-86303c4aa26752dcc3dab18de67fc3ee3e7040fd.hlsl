// ARGS: -T cs_6_0 -E main
// ByteAddressBuffer Load/Load2/Load3/Load4/Load<T> and RWByteAddressBuffer
// Store/Store2/Store3/Store4/Store<T> at byte offsets, plus InterlockedAdd on
// a byte address. In holds 100 + word index.
// Out words: 0 Load(4); 1-2 Load2(8); 3-5 Load3(20); 6-9 Load4(32);
// 10 Load<float>(48) * 2 (In word 12 holds f2u(1.5)); 11-12 Load<uint2>(52);
// 13 Store at a dynamic address 4 * (13 + In[0] - 100) = 52 of 7;
// 14-15 Store2; 16-18 Store3; 19-22 Store4; 23 InterlockedAdd(+5) from 0, 4 threads.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=16 init="f2u(1.5) if i == 12 else 100 + i"
// BUFFER: binding=1 count=24 expect="[101, 102, 103, 105, 106, 107, 108, 109, 110, 111, f2u(3.0), 113, 114, 7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20]"
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out.InterlockedAdd(92, 5);
    if (id.x != 0)
        return;
    Out.Store(0, In.Load(4));
    Out.Store2(4, In.Load2(8));
    Out.Store3(12, In.Load3(20));
    Out.Store4(24, In.Load4(32));
    Out.Store<float>(40, In.Load<float>(48) * 2.0);
    Out.Store<uint2>(44, In.Load<uint2>(52));
    Out.Store(4 * (13 + In.Load(0) - 100), 7);
    Out.Store2(56, uint2(1, 2));
    Out.Store3(64, uint3(3, 4, 5));
    Out.Store4(76, uint4(6, 7, 8, 9));
}
