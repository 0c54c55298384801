// ARGS: -T cs_6_0 -E main
// Nested loops: break and continue in the inner loop leave the outer one
// running; the outer loop is left through a flag set in the inner loop.
// Output A is the sum of a*b for a < i, b < min(a, 3); B: the number of (a, b), a, b < 8,
// visited before a*b first exceeds i (the pair that exceeds is not counted).
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=32 expect="sum([a * b for a in range(i) for b in range(min(a, 3))])"
// BUFFER: binding=1 count=32 expect="([a * 8 + b for a in range(8) for b in range(8) if a * b > i] + [64])[0]"
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint n = id.x;
    uint s = 0;
    for (uint a = 0; a < n; a++) {
        for (uint b = 0; b < 100; b++) {
            if (b == 3)
                break;
            if (b >= a)
                continue;
            s += a * b;
        }
    }
    A[n] = s;

    uint count = 0;
    bool done = false;
    for (uint x = 0; x < 8 && !done; x++) {
        for (uint y = 0; y < 8; y++) {
            if (x * y > n) {
                done = true;
                break;
            }
            count++;
        }
    }
    B[n] = count;
}
