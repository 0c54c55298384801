// ARGS: -T cs_6_0 -E main
// Expressions of a specialization constant stay expressions of it: the front
// end folded float(kTile) to 8.0 and the SPIR-V had no OpSpecConstant at all.
// The pipeline sets kTile to 5: Out = [float(5), float(5 * 2), 5 / 2.0,
// float(5 + 1), 5 == 8 ? 1 : 0, (int)5 - 7 = -2].
// DISPATCH: 1 1 1
// SPEC: id=3 type=u32 value=5
// BUFFER: binding=0 type=f32 count=6 expect=[5.0, 10.0, 2.5, 6.0, 0.0, -2.0]
[[vk::constant_id(3)]] const uint kTile = 8;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = float(kTile);
    Out[1] = float(kTile * 2u);
    Out[2] = kTile / 2.0;
    Out[3] = (float)(kTile + 1);
    Out[4] = kTile == 8 ? 1.0 : 0.0;
    Out[5] = (float)((int)kTile - 7);
}
