// ARGS: -T cs_6_0 -E main
// A ?: of resources on a run-time condition, used inside a statement: the
// statement runs once per alternative, under an if on the condition, and
// its value joins after (respick.c), as DXC's tests write it
// (ternary-op.cond-op: t.Sample(c ? s1 : s2, uv)). It used to be OSH0505.
// Threads x = 0..7; A and B start at 0; T0[x] = 100 + x, T1[x] = 200 + x.
// sel = 1, sel2 = 0 (the cbuffer), so the value is T0[x] + T1[x] =
// 300 + 2x, stored to A[x] on odd x and B[x] on even x (the other stays 0).
// A last statement picks twice in one expression: Out[x] = (x < 4 ? T0 :
// T1)[x] * 10 + (x % 3 == 0 ? 1 : 2), its first term a texel of the
// texture chosen per thread.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=8 expect="300 + 2*i if i % 2 == 1 else 0"
// BUFFER: binding=1 type=f32 count=8 expect="300 + 2*i if i % 2 == 0 else 0"
// IMAGE: binding=2 kind=sampled format=r32f size=8x1 init="100 + x"
// IMAGE: binding=3 kind=sampled format=r32f size=8x1 init="200 + x"
// BUFFER: binding=4 kind=uniform type=u32 init="[1, 0, 0, 0]"
// BUFFER: binding=5 type=f32 count=8 expect="((100 if i < 4 else 200) + i) * 10 + (1 if i % 3 == 0 else 2)"
RWStructuredBuffer<float> A : register(u0);
RWStructuredBuffer<float> B : register(u1);
Texture2D<float> T0 : register(t2);
Texture2D<float> T1 : register(t3);
cbuffer C : register(b4) { uint sel; uint sel2; };
RWStructuredBuffer<float> Out : register(u5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint x = id.x;
    (x % 2 == 1 ? A : B)[x] = (sel != 0 ? T0 : T1).Load(int3(x, 0, 0)) + (sel2 != 0 ? T0 : T1)[uint2(x, 0)];
    Out[x] = (x < 4 ? T0 : T1)[uint2(x, 0)] * 10 + (x % 3 == 0 ? 1 : 2);
}
