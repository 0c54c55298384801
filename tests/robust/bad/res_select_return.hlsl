// ARGS: -T cs_6_0 -E main
// pick() returns a struct whose buffer depends on its run-time argument:
// the returns disagree, so the use of the result is refused.
StructuredBuffer<uint> A;
StructuredBuffer<uint> B;
RWStructuredBuffer<uint> Out;
cbuffer P { uint n; };
struct H { StructuredBuffer<uint> s; uint k; };
H pick(uint x)
{
    H h;
    h.k = x;
    if (x > 2) {
        h.s = A;
        return h;
    }
    h.s = B;
    return h;
}
[numthreads(1, 1, 1)]
void main() {
    H h = pick(n);
    Out[0] = h.s[h.k];
}
