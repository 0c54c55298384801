// ARGS: -T cs_6_0 -E main
// Control flow: if/else, switch with fall-through and default in the middle,
// loops with break/continue, nested loops, a break inside a switch inside a
// loop, early return.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=16 expect=[10000,21101,20015,33115,30052,30152,10112,21211,20195,33293,30300,30398,10428,21525,20579,77]
RWStructuredBuffer<uint> o : register(u0);

uint sw(uint j) {
    uint r = 0;
    switch (j % 6) {
    case 0: r = 10; break;
    case 1: r = 1;              // falls into case 2
    case 2: r += 20; break;
    default: r = 3;            // default in the middle, falls into case 4
    case 4: r += 30; break;
    case 5: r = 30; break;
    }
    return r;
}

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint j = id.x;
    if (j == 15) { o[j] = 77; return; }
    uint loop = 0;
    for (uint k = 0; k < 100; k++) {
        if (k >= j) break;
        if (k % 2 == 0) continue;
        loop += k;
    }
    uint nest = 0;
    uint a = 0;
    while (a < j) {
        uint b = 0;
        do {
            if (b >= a) break;
            switch ((a + b) % 3) {
            case 0: break;
            default: nest++; break;
            }
            b++;
        } while (true);
        a++;
    }
    uint w;
    if (j % 2 == 0) w = j * 2; else w = j + 100;
    o[j] = sw(j) * 1000 + loop * 10 + nest + w % 1000;
}
