// ARGS: -T cs_6_0 -E main
// Texture2D<S> with a struct texel: the image's texel type is the first
// field's scalar, and a texel is an S built field by field from the
// components (glslang's hlsl.texture.struct.frag; a bool check that took
// every struct for a bool texel crashed the optimizer, and an int struct got
// a float image).
// Texture T: texel x holds (x, 10 * x) (rg32f), so s.a + s.b = 11 * x.
// Texture TI: texel x holds (x, x + 1, x + 2, x + 3) (rgba32i), I { int a; int2 b; }
// takes the first three: i.a + i.b.y = x + x + 2 = 2x + 2.
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=rg32f size=4x1 init="x if c == 0 else 10 * x"
// IMAGE: binding=1 kind=sampled format=rgba32i size=4x1 init="x + c"
// BUFFER: binding=2 type=f32 count=4 expect="[0.0, 11.0, 22.0, 33.0]"
// BUFFER: binding=3 type=i32 count=4 expect="[2, 4, 6, 8]"
struct S { float a; float b; };
struct I { int a; int2 b; };
Texture2D<S> T : register(t0);
Texture2D<I> TI : register(t1);
RWStructuredBuffer<float> Out : register(u2);
RWStructuredBuffer<int> OutI : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    S s = T.Load(int3(id.x, 0, 0));
    Out[id.x] = s.a + s.b;
    I i = TI.Load(int3(id.x, 0, 0));
    OutI[id.x] = i.a + i.b.y;
}
