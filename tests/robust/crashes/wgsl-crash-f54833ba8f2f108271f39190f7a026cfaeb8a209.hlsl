// ARGS: -T cs_6_0 -E main
// inout and out parameters: scalars, a vector, a swap, a buffer element and
// a vector component passed as inout (copy-in/copy-out), nested calls.
// Output i*4+k for thread i (x = i): k 0: swap(x, 100) gives 100 + 10*x,
// 1: bump twice = x + 2, 2: v = (x, 1) scaled by 3 then .y bumped = 3x+3+4,
// 3: data[i] = 7*i bumped to 7*i + 1 in the buffer itself.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=64 expect="[[100 + 10 * j, j + 2, 3 * j + 7, 7 * j + 1][k] for j in range(16) for k in range(4)]"
// BUFFER: binding=1 count=16 init=7*i expect=7*i+1
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Data : register(u1);

void swap(inout uint a, inout uint b) { uint t = a; a = b; b = t; }
void bump(inout uint a) { a += 1; }
void twice(inout uint a) { bump(a); bump(a); }
void scale(inout uint2 v, uint by, out uint sum) { v *= by; sum = v.x + v.y; }

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = id.x, y = 100;
    swap(x, y);
    Out[id.x * 4 + 0] = x + 10 * y;
    uint z = id.x;
    twice(z);
    Out[id.x * 4 + 1] = z;
    uint2 v = uint2(id.x, 1);
    uint sum;
    scale(v, 3, sum);
    bump(v.y);
    Out[id.x * 4 + 2] = sum + v.y;
    bump(Data[id.x]);
    Out[id.x * 4 + 3] = Data[id.x];
}
