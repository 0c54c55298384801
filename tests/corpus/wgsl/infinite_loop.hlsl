// ARGS: -T ps_6_0 -E main
// A loop with no break and no return: WGSL rejects a loop that never exits
// ("loop does not exit"), so the back end adds `if false { break; }`.
RWStructuredBuffer<int> o : register(u0);

void main()
{
    int v = 0;
    for (;;) {
        o[0] = v++;
    }
}
