// ARGS: -T cs_6_0 -E main -HV 2021
// Bitfields in buffer memory pack as DXC packs them: a bitfield shares the
// 32-bit member of the field before it when that is a bitfield of the same
// type and the bits fit. P's members: [a:3 b:5] [c:4 (int: a new member)]
// [d] [e:30] [f:3 (30 + 3 > 32: a new member)]: 5 words, stride 20.
// In[0] carries garbage outside the fields (0xABCD0000, 0x5550, 0xC0000000,
// 0xF0), which extraction must ignore; c = 0b1101 sign-extends to -3.
// Out2 starts all ones: field writes change only their bits (b = 9 at bits
// 3..7, c = 2, f = 2, a += 1 wraps 7 to 0 in 3 bits); Out2[1] is stored as a
// whole struct, each member built from its fields. Byte-address Load<P> and
// Store<P> use the same packing (20 bytes, sizeof(P) = 20 as in DXC).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=10 init="[157 | 0xABCD0000, 13 | 0x5550, 77, 0xEAAAAAAA, 0xF0 | 6, 0, 0, 0, 0, 0][i]"
// BUFFER: binding=1 type=u32 count=10 init=0xFFFFFFFF expect="[0xFFFFFF48, 0xFFFFFFF2, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFA, 251, 8, 1234, 0x3FFFFFFF, 5]"
// BUFFER: binding=2 type=u32 count=14 expect="[5, 19, u32(-3), 77, 0x2AAAAAAA, 6, 25, u32(-6), 19, u32(-3), 19, u32(-3), 6, 20]"
// BUFFER: binding=3 kind=uniform type=u32 count=8 init="[157 | 0xABCD0000, 13 | 0x5550, 77, 0xEAAAAAAA, 0xF0 | 6, 0, 0, 0][i]"
// BUFFER: binding=4 type=u32 count=5 init="[157 | 0xABCD0000, 13 | 0x5550, 77, 0xEAAAAAAA, 0xF0 | 6][i]"
// BUFFER: binding=5 type=u32 count=5 init=0xFFFFFFFF expect="[251, 8, 1234, 0x3FFFFFFF, 5]"
struct P {
    uint a : 3;
    uint b : 5;
    int c : 4;
    uint d;
    uint e : 30;
    uint f : 3;
};
StructuredBuffer<P> In : register(t0);
RWStructuredBuffer<P> Out2 : register(u1);
RWStructuredBuffer<uint> R : register(u2);
cbuffer CB : register(b3) { P cp; };
ByteAddressBuffer BA : register(t4);
RWByteAddressBuffer BW : register(u5);

[numthreads(1, 1, 1)]
void main() {
    R[0] = In[0].a;
    R[1] = In[0].b;
    R[2] = asuint(In[0].c);
    R[3] = In[0].d;
    R[4] = In[0].e;
    R[5] = In[0].f;
    P p = In[0];
    R[6] = p.b + p.f;
    R[7] = asuint(p.c * 2);
    R[8] = cp.b;
    R[9] = asuint(cp.c);
    P bp = BA.Load<P>(0);
    R[10] = bp.b;
    R[11] = asuint(bp.c);
    R[12] = bp.f;
    R[13] = sizeof(P);

    Out2[0].b = 9;
    Out2[0].c = 2;
    Out2[0].f = 2;
    Out2[0].a += 1;
    P q;
    q.a = 3; q.b = 31; q.c = -8; q.d = 1234; q.e = 0x3FFFFFFF; q.f = 5;
    Out2[1] = q;
    BW.Store<P>(0, q);
}
