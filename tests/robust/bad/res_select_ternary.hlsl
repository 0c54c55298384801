// ARGS: -T cs_6_0 -E main
// ?: on a run-time condition cannot choose a buffer to keep (DXC: OpSelect
// of pointers): the local it initializes holds either, and its use is
// refused. Used within the statement, the choice is made by running the
// statement once per buffer (respick.c): Out[1] compiles.
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
