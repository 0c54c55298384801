// ARGS: -T cs_6_0 -E main
// Interlocked* on groupshared variables and a groupshared array (histogram),
// published after a barrier by thread 0 of each of 2 groups of 64.
// Per group g: [0] Add t (2016); [1] Max t*g (63g); [2] Min from ~0 with
// t+g (g); [3] Or 1 << (t%32) (0xFFFFFFFF); [4] Xor t (xor of 0..63 = 0);
// [5] CompareExchange winners (1); [6..13] histogram of t % 8 (8 each);
// [14] Exchange: the count of threads that saw the initial 0 (1); [15] g.
// DISPATCH: 2 1 1
// BUFFER: binding=0 count=32 expect="[2016, 63 * (i // 16), i // 16, 0xFFFFFFFF, 0, 1, 8, 8, 8, 8, 8, 8, 8, 8, 1, i // 16][i % 16]"
RWStructuredBuffer<uint> Out : register(u0);

groupshared uint gsum, gmax, gmin, gor, gxor, gcx, gwin, gxch, gxwin;
groupshared uint hist[8];

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint3 tid : SV_GroupThreadID) {
    uint t = tid.x, g = gid.x;
    if (t == 0) {
        gsum = 0; gmax = 0; gmin = 0xFFFFFFFF; gor = 0; gxor = 0;
        gcx = 0; gwin = 0; gxch = 0; gxwin = 0;
    }
    if (t < 8)
        hist[t] = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(gsum, t);
    InterlockedMax(gmax, t * g);
    InterlockedMin(gmin, t + g);
    InterlockedOr(gor, 1u << (t % 32));
    InterlockedXor(gxor, t);
    uint seen;
    InterlockedCompareExchange(gcx, 0, t + 1, seen);
    if (seen == 0)
        InterlockedAdd(gwin, 1);
    InterlockedAdd(hist[t % 8], 1);
    uint prev;
    InterlockedExchange(gxch, t + 1, prev);
    if (prev == 0)
        InterlockedAdd(gxwin, 1);
    GroupMemoryBarrierWithGroupSync();
    if (t == 0) {
        uint o = g * 16;
        Out[o + 0] = gsum;
        Out[o + 1] = gmax;
        Out[o + 2] = gmin;
        Out[o + 3] = gor;
        Out[o + 4] = gxor;
        Out[o + 5] = gwin;
        for (uint k = 0; k < 8; k++)
            Out[o + 6 + k] = hist[k];
        Out[o + 14] = gxwin;
        Out[o + 15] = g;
    }
}
