// ARGS: -T cs_6_0 -E main
// static globals: a counter changed by functions (per invocation: private),
// a static const lookup table indexed at run time, a static array, and a
// static initialised from an expression.
// For thread i: counter after 3 + (i % 4) calls of tick(2) starting at 10;
// table[i % 8] with table = {2, 3, 5, 7, 11, 13, 17, 19}; hist[i % 4] after
// hist[k] = k + base (base = 100); kScaled = 6 * 7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=128 expect="[[10 + 2 * (3 + j % 4), [2, 3, 5, 7, 11, 13, 17, 19][j % 8], j % 4 + 100, 42][k] for j in range(32) for k in range(4)]"
RWStructuredBuffer<uint> Out : register(u0);

static uint counter = 10;
static const uint table[8] = {2, 3, 5, 7, 11, 13, 17, 19};
static uint hist[4];
static const uint kSix = 6;
static uint kScaled = kSix * 7;

void tick(uint by) { counter += by; }

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    for (uint k = 0; k < 3 + i % 4; k++)
        tick(2);
    for (uint h = 0; h < 4; h++)
        hist[h] = h + 100;
    Out[i * 4 + 0] = counter;
    Out[i * 4 + 1] = table[i % 8];
    Out[i * 4 + 2] = hist[i % 4];
    Out[i * 4 + 3] = kScaled;
}
