// ARGS: -T cs_6_0 -E main
// Runner self-test corpus for fakecc.py: a front-end error on every target.
// EXPECT-ERROR: OSH2001
//! fake-error OSH2001 use of undeclared identifier 'x'
[numthreads(1, 1, 1)]
void main() { x = 1; }
