// ARGS: -T cs_6_0 -E main -HV 2021
// HLSL 2021 bitfields: declare, read, write, compound assign, in buffers.
struct Packed
{
    uint lo : 8;
    uint mid : 12;
    uint hi : 12;
    int signedField : 4;
    uint tail;
};
RWStructuredBuffer<Packed> Buf : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
[numthreads(1, 1, 1)]
void main()
{
    Packed p = Buf[0];
    p.lo = 255;
    p.mid += 3;
    p.hi = p.lo >> 2;
    p.signedField = -3;
    Buf[1] = p;
    Buf[2].mid = 7;
    Out[0] = p.lo + p.mid + p.hi + (uint)p.signedField + Buf[0].tail;
}
