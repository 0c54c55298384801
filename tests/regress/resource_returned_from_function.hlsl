// ARGS: -T cs_6_0 -E main
// Root cause: a function that returns a resource (RWBuffer) used as the
// destination of an Interlocked* call (DXC test
// intrinsics.interlocked-methods.cs).
// Expected: compiles; the call resolves to `buff` after inlining; SPIR-V uses
// OpImageTexelPointer + OpAtomicIAdd.
// Actual: OSH0505 "cannot resolve which resource 'expression' refers to at
// compile time".
RWBuffer<uint> buff : register(u0);
RWBuffer<uint> pick() { return buff; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint old;
    InterlockedAdd(pick()[id.x], 1, old);
    pick()[0] = old;
}
