// ARGS: -T cs_6_0 -E main
// Texture2D<bool>: the texels are uints (the image is R32ui), and Load gives
// texel != 0, as DXC (OpINotEqual); the module used to extract a bool from
// the uint vector (invalid SPIR-V). Texels x = 0..3 hold 0, 1, 2, 0
// (init x % 3), so b is false, true, true, false; T3's component y is
// (x + 1) % 2 = 1, 0, 1, 0.
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=r32ui size=4x1 init="x % 3"
// IMAGE: binding=1 kind=sampled format=rgba32ui size=4x1 init="(x + c) % 2"
// BUFFER: binding=2 type=u32 count=8 expect="[0, 1, 1, 0, 1, 0, 1, 0]"
Texture2D<bool> T : register(t0);
Texture2D<bool3> T3 : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    bool b = T.Load(int3(id.x, 0, 0));
    bool3 c = T3.Load(int3(id.x, 0, 0));
    Out[id.x] = b ? 1 : 0;
    Out[4 + id.x] = c.y ? 1 : 0;
}
