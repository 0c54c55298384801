// ARGS: -T cs_6_0 -E main
// isnormal (as DXC: the exponent bits neither all zero nor all one) on
// float bits: 1.0, 0, the smallest denormal, inf, NaN, -FLT_MIN, FLT_MIN,
// -FLT_MAX; 1 for the scalar, 2 for a float2 whose y is 1.5. QuadAny and
// QuadAll (the lane and its three QuadSwap neighbours, as DXC without
// SPV_KHR_quad_control) over the quads 0-3 and 4-7: bit 0 QuadAny(t % 4 ==
// 1), bit 1 QuadAny(t == 5), bit 2 QuadAll(t < 6), bit 3 QuadAll(t < 8).
// DISPATCH: 1 1 1
// BUFFER: binding=0 init=[0x3f800000, 0, 1, 0x7f800000, 0x7fc00000, 0x80800000, 0x00800000, 0xff7fffff] expect=[3, 0, 0, 0, 0, 3, 3, 3]
// BUFFER: binding=1 count=8 expect="13 if i < 4 else 11"
RWStructuredBuffer<uint> F : register(u0);
RWStructuredBuffer<uint> Q : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint t = id.x;
    float f = asfloat(F[t]);
    bool2 v = isnormal(float2(f, 1.5));
    F[t] = (isnormal(f) ? 1u : 0u) + (all(v) ? 2u : 0u);
    uint q = QuadAny(t % 4 == 1) ? 1u : 0u;
    q |= QuadAny(t == 5) ? 2u : 0u;
    q |= QuadAll(t < 6) ? 4u : 0u;
    q |= QuadAll(t < 8) ? 8u : 0u;
    Q[t] = q;
}
