// ARGS: -T cs_6_0 -E main
// An if / else-if chain with a nested if and an if without else, on the
// thread index (divergent within the workgroup).
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=32 expect="(i * 2 if i < 8 else i + 100 if i < 16 else 1000 - i if i & 1 else i * i if i > 24 else 7) + (50000 if i % 5 == 0 else 0)"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = id.x;
    uint r;
    if (x < 8) {
        r = x * 2;
    } else if (x < 16) {
        r = x + 100;
    } else if (x & 1) {
        r = 1000 - x;
    } else {
        if (x > 24)
            r = x * x;
        else
            r = 7;
    }
    if (x % 5 == 0)
        r += 50000;
    Out[x] = r;
}
