// ARGS: -T cs_6_0 -E main
// && and || on scalars short-circuit (HLSL 2021): the right operand's side
// effect (a call that counts itself in a static) happens only when needed;
// the ternary ?: evaluates only the chosen arm. For thread i:
// a = (i % 2 == 0) && hit(1); b = (i % 3 == 0) || hit(10); c = i > 4 ? hit(100) : 0;
// Out[i*2] = a + 2b + 4(c != 0), Out[i*2+1] = the counter.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=32 expect="[[int(j % 2 == 0) + 2 + 4 * int(j > 4), (1 if j % 2 == 0 else 0) + (10 if j % 3 != 0 else 0) + (100 if j > 4 else 0)][k] for j in range(16) for k in range(2)]"
RWStructuredBuffer<uint> Out : register(u0);

static uint calls = 0;

bool hit(uint w) {
    calls += w;
    return true;
}

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    bool a = (i % 2 == 0) && hit(1);
    bool b = (i % 3 == 0) || hit(10);
    uint c = i > 4 ? (hit(100) ? 1u : 2u) : 0u;
    Out[i * 2] = (a ? 1u : 0u) + (b ? 2u : 0u) + (c != 0 ? 4u : 0u);
    Out[i * 2 + 1] = calls;
}
