// ARGS: -T cs_6_0 -E main
// countbits, reversebits, firstbithigh (uint: FindUMsb; int: FindSMsb, which
// for a negative value finds the highest 0 bit), firstbitlow; no bit found
// gives -1 (0xFFFFFFFF). Expectations are bit loops in the formulas.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=u init=[0, 1, 0x80000000, 0xF0, 0xFFFFFFFF, 0x12345678, 0x00010000, 0x7FFFFFFF]
// BUFFER: binding=1 count=8 expect="sum([(u[i] >> b) & 1 for b in range(32)])"
// BUFFER: binding=2 count=8 expect="sum([((u[i] >> b) & 1) << (31 - b) for b in range(32)])"
// BUFFER: binding=3 count=8 expect="([b for b in range(31, -1, -1) if (u[i] >> b) & 1] + [-1])[0]"
// BUFFER: binding=4 count=8 expect="([b for b in range(32) if (u[i] >> b) & 1] + [-1])[0]"
// BUFFER: binding=5 count=8 expect="([b for b in range(31, -1, -1) if ((u[i] if u[i] < 0x80000000 else ~u[i]) >> b) & 1] + [-1])[0]"
StructuredBuffer<uint> U : register(t0);
RWStructuredBuffer<uint> Count : register(u1);
RWStructuredBuffer<uint> Rev : register(u2);
RWStructuredBuffer<uint> HighU : register(u3);
RWStructuredBuffer<uint> Low : register(u4);
RWStructuredBuffer<int> HighS : register(u5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint u = U[id.x];
    Count[id.x] = countbits(u);
    Rev[id.x] = reversebits(u);
    HighU[id.x] = firstbithigh(u);
    Low[id.x] = firstbitlow(u);
    HighS[id.x] = firstbithigh((int)u);
}
