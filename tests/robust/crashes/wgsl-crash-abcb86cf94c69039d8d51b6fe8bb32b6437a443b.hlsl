// ARGS: -T cs_6_0 -E main
// Every Interlocked* on RWStructuredBuffer elements, 64 threads.
// Buffer U, [0] Add 1 (64); [1] Min from 1000 with t+10 (10); [2] Max with t+10
// (73); [3] And ~(1 << (t%32)) from 0xFFFFFFFF (0); [4] Or 1 << (t%32)
// (0xFFFFFFFF); [5] Xor with 1 << t for t < 32 (0xFFFFFFFF); [6] number of
// threads whose CompareExchange(0 -> t+1) on Race[0] saw 0 (exactly 1;
// Race[0] ends as the winner's t+1, which is not checked); [7] unused.
// S (int): [0] Min with t-32 (-32); [1] Max with t-32 (31); [2] Add -3 (-192).
// Seen[orig] = 1 for every original value Add returned (all 64 distinct).
// Per-thread arrays: Xch[t] = 7 (was 5t, Orig[t] = 5t);
// Cx[t]: CompareExchange(t if t odd else 999 -> 100+t): odd 100+t, even t;
// Cs[t]: CompareStore(t if t % 3 == 0 else 12345 -> 77).
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 init="[0, 1000, 0, 0xFFFFFFFF, 0, 0, 0, 0]" expect="[64, 10, 73, 0, 0xFFFFFFFF, 0xFFFFFFFF, 1, 0]"
// BUFFER: binding=1 type=i32 count=3 expect="[-32, 31, -192]"
// BUFFER: binding=2 count=64 expect=1
// BUFFER: binding=3 count=64 init=5*i expect=7
// BUFFER: binding=4 count=64 expect=5*i
// BUFFER: binding=5 count=64 init=i expect="100 + i if i % 2 else i"
// BUFFER: binding=6 count=64 init=i expect="77 if i % 3 == 0 else i"
// BUFFER: binding=7 count=64 expect=i
// BUFFER: binding=8 count=1
RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<int> S : register(u1);
RWStructuredBuffer<uint> Seen : register(u2);
RWStructuredBuffer<uint> Xch : register(u3);
RWStructuredBuffer<uint> Orig : register(u4);
RWStructuredBuffer<uint> Cx : register(u5);
RWStructuredBuffer<uint> Cs : register(u6);
RWStructuredBuffer<uint> CxOrig : register(u7);
RWStructuredBuffer<uint> Race : register(u8);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_GroupThreadID) {
    uint t = tid.x;
    uint old;
    InterlockedAdd(U[0], 1, old);
    Seen[old] = 1;
    InterlockedMin(U[1], t + 10);
    InterlockedMax(U[2], t + 10);
    InterlockedAnd(U[3], ~(1u << (t % 32)));
    InterlockedOr(U[4], 1u << (t % 32));
    if (t < 32)
        InterlockedXor(U[5], 1u << t);
    uint seen;
    InterlockedCompareExchange(Race[0], 0, t + 1, seen);
    if (seen == 0)
        InterlockedAdd(U[6], 1);
    InterlockedMin(S[0], (int)t - 32);
    InterlockedMax(S[1], (int)t - 32);
    InterlockedAdd(S[2], -3);
    uint was;
    InterlockedExchange(Xch[t], 7, was);
    Orig[t] = was;
    uint cxo;
    InterlockedCompareExchange(Cx[t], (t % 2) ? t : 999, 100 + t, cxo);
    CxOrig[t] = cxo;
    InterlockedCompareStore(Cs[t], (t % 3 == 0) ? t : 12345, 77);
}
