// ARGS: -T cs_6_0 -E main
// Shifts mask their count to the operand width (x << 33 == x << 1), uint >>
// is logical and int >> arithmetic; &, |, ^, ~ on uint.
// Output j*8+k: op k of pair j.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=x init=[1, 0x80000000, 0xF0F0F0F0, 0x12345678, 0xFFFFFFFF, 7, 0x80000001, 0x0000FFFF]
// BUFFER: binding=1 name=s init=[0, 1, 31, 33, 4, 32, 63, 16]
// BUFFER: binding=2 count=64 expect="[[x[j] << (s[j] & 31), x[j] >> (s[j] & 31), i32(x[j]) >> (s[j] & 31), x[j] & 0xFF00FF00, x[j] | 0x0F, x[j] ^ 0xFFFF, ~x[j], i32(x[j]) << (s[j] & 31)][k] for j in range(8) for k in range(8)]"
StructuredBuffer<uint> X : register(t0);
StructuredBuffer<uint> S : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = X[id.x];
    uint s = S[id.x];
    int sx = (int)x;
    uint o = id.x * 8;
    Out[o + 0] = x << s;
    Out[o + 1] = x >> s;
    Out[o + 2] = (uint)(sx >> s);
    Out[o + 3] = x & 0xFF00FF00u;
    Out[o + 4] = x | 0x0Fu;
    Out[o + 5] = x ^ 0xFFFFu;
    Out[o + 6] = ~x;
    Out[o + 7] = (uint)(sx << s);
}
