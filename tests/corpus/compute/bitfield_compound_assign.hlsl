// ARGS: -T cs_6_0 -E main -HV 2021
// Every assignment operator and ++/-- on a bitfield keeps the field's width:
// the low bits, sign-extended for a signed field (the compiler kept the full
// 32-bit result: 13 += 7 in a 4-bit field read back 20).
// uint lo : 4 (mod 16): 13+7=20->4, 13-15->14, 5*7=35->3, 15/2=7, 15%4=3,
// 9<<2=36->4, 12>>1=6, 12|0x13=31->15, 12&0x1A=8, 12^0x35=57->9, 15++ -> 0
// (the expression 15), 0-- -> 15, ++15 -> 0 (the expression 0), = 20 -> 4,
// the value of (13 += 7) is 4, In[0]=13 += 7 -> 4; uint mid : 12: 4095+2 ->
// 1, hi beside it stays 0xBEEF.
// int a : 4 (-8..7): 7+1 -> -8, -8-1 -> 7, 7++ -> -8, --(-8) -> 7, 5<<1=10
// -> -6, -1>>1 = -1; int b : 8: 100*2=200 -> -56, 127^0x180=511 -> -1.
// DISPATCH: 1 1 1
// BUFFER: binding=0 init=[13]
// BUFFER: binding=1 count=29 expect="[4, 14, 3, 7, 3, 4, 6, 15, 8, 9, 0, 15, 15, 0, 0, 4, 4, 4, 1, 0xBEEF, u32(-8), 7, u32(-8), 7, u32(-6), u32(-1), u32(-56), u32(-1), 0]"
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

struct P { uint lo : 4; uint mid : 12; uint hi : 16; };
struct S { int a : 4; int b : 8; };

[numthreads(1, 1, 1)]
void main() {
    P p = (P)0;
    S s = (S)0;
    p.lo = 13; p.lo += 7u; Out[0] = p.lo;
    p.lo = 13; p.lo -= 15; Out[1] = p.lo;
    p.lo = 5; p.lo *= 7; Out[2] = p.lo;
    p.lo = 15; p.lo /= 2; Out[3] = p.lo;
    p.lo = 15; p.lo %= 4; Out[4] = p.lo;
    p.lo = 9; p.lo <<= 2; Out[5] = p.lo;
    p.lo = 12; p.lo >>= 1; Out[6] = p.lo;
    p.lo = 12; p.lo |= 0x13; Out[7] = p.lo;
    p.lo = 12; p.lo &= 0x1A; Out[8] = p.lo;
    p.lo = 12; p.lo ^= 0x35; Out[9] = p.lo;
    p.lo = 15; Out[12] = p.lo++; Out[10] = p.lo;
    p.lo = 0; p.lo--; Out[11] = p.lo;
    p.lo = 15; Out[13] = ++p.lo; Out[14] = p.lo;
    p.lo = 20; Out[15] = p.lo;
    p.lo = 13; Out[16] = (p.lo += 7u);
    p.lo = In[0]; p.lo += 7; Out[17] = p.lo;
    p.hi = 0xBEEF; p.mid = 4095; p.mid += 2; Out[18] = p.mid; Out[19] = p.hi;
    s.a = 7; s.a += 1; Out[20] = (uint)s.a;
    s.a = -8; s.a -= 1; Out[21] = (uint)s.a;
    s.a = 7; s.a++; Out[22] = (uint)s.a;
    s.a = -8; --s.a; Out[23] = (uint)s.a;
    s.a = 5; s.a <<= 1; Out[24] = (uint)s.a;
    s.a = -1; s.a >>= 1; Out[25] = (uint)s.a;
    s.b = 100; s.b *= 2; Out[26] = (uint)s.b;
    s.b = 127; s.b ^= 0x180; Out[27] = (uint)s.b;
    Out[28] = 0;
}
