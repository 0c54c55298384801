// ARGS: -T cs_6_0 -E main
// The first iteration reads A through b, the later ones B: the use in the
// loop is refused. After a loop that assigns b only when it breaks, b is A
// or B: that use is refused too. So is a static that a call sets to B after
// its use in the loop.
StructuredBuffer<uint> A;
StructuredBuffer<uint> B;
RWStructuredBuffer<uint> Out;
cbuffer P { uint n; };
static StructuredBuffer<uint> s = A;
void set_b() { s = B; }
[numthreads(1, 1, 1)]
void main() {
    StructuredBuffer<uint> b = A;
    for (uint k = 0; k < n; k++) {
        Out[k] = b[k];
        b = B;
    }
    StructuredBuffer<uint> c = A;
    for (uint j = 0; j < n; j++) {
        if (Out[j] == 3) {
            c = B;
            break;
        }
    }
    Out[1] = c[1];
    for (uint q = 0; q < n; q++) {
        Out[q] = s[q];
        set_b();
    }
}
