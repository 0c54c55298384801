// ARGS: -T cs_6_0 -E main
// Runner self-test corpus for fakecc.py: a warning, and the WGSL target refuses.
// WGSL-ERROR: OSH5202
// EXPECT-WARNING: OSH1001
//! fake-warning OSH1001 something to warn about
//! fake-wgsl-error OSH5202 WGSL cannot express this
RWStructuredBuffer<uint> data : register(u0);
[numthreads(1, 1, 1)]
void main() { data[0] = 7; }
