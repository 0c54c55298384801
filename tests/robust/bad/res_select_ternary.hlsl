// ARGS: -T cs_6_0 -E main
// ?: on a run-time condition cannot choose a buffer (DXC: OpSelect of
// pointers); the local it initializes is then not reported again.
StructuredBuffer<uint> A;
StructuredBuffer<uint> B;
RWStructuredBuffer<uint> Out;
cbuffer P { int i; };
[numthreads(1, 1, 1)]
void main() {
    StructuredBuffer<uint> b = i > 0 ? A : B;
    Out[0] = b[0];
    Out[1] = (i > 1 ? A : B)[1];
}
