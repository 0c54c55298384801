// ARGS: -T cs_6_0 -E main
// Inside a loop, a switch whose break leaves only the switch, a continue
// that continues the loop, a return from inside the switch, and a loop left
// through a flag set in a switch. Per iteration k of f(n): k%4 == 0: +1,
// 1: skip, 2: +10, 3: +1000 (or return s + 5000 when k >= 7); +100 after the
// switch unless skipped. Worked by hand for n = 0..7; n >= 8 returns at k = 7.
// G(n): count iterations until the switch on k sets the flag at k == n % 5.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=16 expect="[0, 101, 101, 211, 1311, 1412, 1412, 1522] + [6522] * 8"
// BUFFER: binding=1 count=16 expect="i % 5 + 1"
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

uint f(uint n) {
    uint s = 0;
    for (uint k = 0; k < n; k++) {
        switch (k % 4) {
        case 0:
            s += 1;
            break;
        case 1:
            continue;
        case 2:
            s += 10;
            break;
        default:
            if (k >= 7)
                return s + 5000;
            s += 1000;
            break;
        }
        s += 100;
    }
    return s;
}

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    A[id.x] = f(id.x);
    uint target = id.x % 5;
    uint k = 0, iters = 0;
    bool done = false;
    while (!done) {
        iters++;
        switch (k == target ? 1 : 0) {
        case 1:
            done = true;
            break;
        default:
            k++;
            break;
        }
    }
    B[id.x] = iters;
}
