// ARGS: -T cs_6_0 -E main
// A callee that assigns another resource to an inout parameter bound to a
// global resource: a global cannot be made to name another resource.
RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

void retarget(inout RWStructuredBuffer<uint> b) { b = B; }

[numthreads(1, 1, 1)]
void main()
{
    retarget(A);
    A[0] = 1;
}
