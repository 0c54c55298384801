// ARGS: -T cs_6_0 -E main
// return from the entry point under a condition, and from a function inside
// a loop and before it: f(x) = x for x < 5, else the smallest k with k*k > x.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=40 expect="1000 + i if i % 4 == 0 else i if i < 5 else int(sqrt(i)) + 1"
RWStructuredBuffer<uint> Out : register(u0);

uint f(uint x) {
    if (x < 5)
        return x;
    for (uint k = 0; ; k++) {
        if (k * k > x)
            return k;
    }
    return 12345;
}

[numthreads(40, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    if (id.x % 4 == 0) {
        Out[id.x] = 1000 + id.x;
        return;
    }
    Out[id.x] = f(id.x);
}
