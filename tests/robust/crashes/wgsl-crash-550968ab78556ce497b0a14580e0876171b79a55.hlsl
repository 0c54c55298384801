// ARGS: -T cs_6_0 -E main
// Overloads chosen by argument type (int, uint, float, float2), a default
// argument, and a call chain through several functions.
// For thread i: pick(int -i) = 1000 - i, pick(uint i) = 2000 + i,
// pick(float i) = 3000 + 2i, pick(float2(i, 1)) = 4000 + i + 1,
// scaled(i) = 3i (default factor 3), scaled(i, 5) = 5i.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=48 expect="[[1000 + j, 2000 + j, 3000 + 2 * j, 4001 + j, 3 * j, 5 * j][k] for j in range(8) for k in range(6)]"
RWStructuredBuffer<uint> Out : register(u0);

uint pick(int x) { return (uint)(1000 - x); }
uint pick(uint x) { return 2000 + x; }
uint pick(float x) { return 3000 + (uint)(x * 2.0); }
uint pick(float2 v) { return 4000 + (uint)(v.x + v.y); }
uint scaled(uint x, uint factor = 3) { return x * factor; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint o = i * 6;
    Out[o + 0] = pick(-(int)i);
    Out[o + 1] = pick(i);
    Out[o + 2] = pick((float)i);
    Out[o + 3] = pick(float2((float)i, 1.0));
    Out[o + 4] = scaled(i);
    Out[o + 5] = scaled(i, 5);
}
