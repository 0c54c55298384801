// ARGS: -T cs_6_0 -E main
// switch with a case that falls through into the next, two labels on one
// body, a chain of two fall-throughs, and default.
// case 0 -> 1 + 10; 1 -> 10; 2, 3 -> 100 + 1000; 4 -> 1000; else 5.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=32 expect="[11, 10, 1100, 1100, 1000, 5, 5, 5][i % 8] + i * 100000"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint r = 0;
    switch (id.x % 8) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        break;
    case 2:
    case 3:
        r += 100;
    case 4:
        r += 1000;
        break;
    default:
        r = 5;
        break;
    }
    Out[id.x] = r + id.x * 100000;
}
