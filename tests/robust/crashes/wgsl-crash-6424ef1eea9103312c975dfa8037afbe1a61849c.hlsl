// ARGS: -T cs_6_0 -E main
// continue before break in a for loop (multiples of 3 skipped, stop past i),
// and while (true) left by break with a continue in the middle.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=48 expect="sum([k for k in range(i + 1) if k % 3 != 0])"
// BUFFER: binding=1 count=48 expect="sum([k for k in range(i + 1) if k % 2 == 0]) + 1"
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

[numthreads(48, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint n = id.x;
    uint s = 0;
    for (uint k = 0; k < 100; k++) {
        if (k % 3 == 0)
            continue;
        if (k > n)
            break;
        s += k;
    }
    A[n] = s;

    uint t = 1, j = 0;
    while (true) {
        uint cur = j++;
        if (cur > n)
            break;
        if (cur & 1)
            continue;
        t += cur;
    }
    B[n] = t;
}
