// ARGS: -T cs_6_0 -E main
// A switch on a run-time value leaves A or B in b: refused at the use, as
// DXC refuses it (OpPhi of resource pointers).
StructuredBuffer<uint> A;
StructuredBuffer<uint> B;
RWStructuredBuffer<uint> Out;
cbuffer P { int i; };
[numthreads(1, 1, 1)]
void main() {
    StructuredBuffer<uint> b = A;
    switch (i) {
    case 0: break;
    default: b = B; break;
    }
    Out[0] = b[0];
}
