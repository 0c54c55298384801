// ARGS: -T cs_6_0 -E main
// FXC's infinity literal, which DXC takes too: `1.#INF` is +inf (any
// nonzero number with a period), `-1.#INF` -inf, `1.#INF.xxx` a splat.
// Out (as bits) = [0xff800000, 0x7f800000, 0x7f800000, 1]: the last is
// asuint(1.#INF) == 0x7f800000.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect="[0xff800000, 0x7f800000, 0x7f800000, 1]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float a = -1.#INF;
    float3 c = 2.5#INF.xxx;
    Out[0] = asuint(a);
    Out[1] = asuint(1.#INF);
    Out[2] = asuint(c.y);
    Out[3] = asuint(1.#INF) == 0x7f800000 ? 1 : 0;
}
