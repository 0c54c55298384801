// ARGS: -T cs_6_0 -E main
// float -> int/uint truncates toward zero; int/uint -> float rounds to
// nearest (16777217 -> 16777216, 2^31-1 -> 2^31); asint/asuint/asfloat keep
// the bits.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=F init=[1.5, -1.5, 2.9, -2.9, 0.0, 100.75, -0.5, 16777216.0]
// BUFFER: binding=1 type=i32 name=N init=[-7, 16777217, 2147483647, 0, -2147483648, 1, 100, -1]
// BUFFER: binding=2 type=u32 name=U init=[0xFFFFFFFF, 3000000000, 1, 0, 16777217, 0x80000000, 7, 255]
// BUFFER: binding=3 type=i32 count=16 expect="[trunc(F[j]) for j in range(8)] + [i32(f2u(F[j])) for j in range(8)]"
// BUFFER: binding=4 type=u32 count=16 expect="[trunc(abs(F[j])) for j in range(8)] + [f2u(F[j]) for j in range(8)]"
// BUFFER: binding=5 type=f32 count=32 expect="[float(N[j]) for j in range(8)] + [float(U[j]) for j in range(8)] + [float(trunc(F[j])) for j in range(8)] + [F[j] for j in range(8)]"
StructuredBuffer<float> F : register(t0);
StructuredBuffer<int> N : register(t1);
StructuredBuffer<uint> U : register(t2);
RWStructuredBuffer<int> OI : register(u3);
RWStructuredBuffer<uint> OU : register(u4);
RWStructuredBuffer<float> OF : register(u5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint j = id.x;
    float f = F[j];
    OI[j] = (int)f;
    OI[8 + j] = asint(f);
    OU[j] = (uint)abs(f);
    OU[8 + j] = asuint(f);
    OF[j] = (float)N[j];
    OF[8 + j] = (float)U[j];
    OF[16 + j] = (float)(int)f;
    OF[24 + j] = asfloat(asuint(f));
}
