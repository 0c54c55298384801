// ARGS: -T ps_6_0 -E main
// Root cause: a loop with no break/return (for(;;) / do {} while(true)) is
// emitted as a WGSL `loop {}` with no exit, which WGSL rejects (behaviour
// analysis: loop body behaviour {Next}). DXC tests cf.for.plain, cf.do.plain.
// Expected: -wgsl output Tint accepts (e.g. add `if false { break; }`), or
// OSH5202.
// Actual: Tint "loop does not exit".
RWStructuredBuffer<int> o : register(u0);

void main()
{
    int v = 0;
    for (;;) {
        o[0] = v++;
    }
}
