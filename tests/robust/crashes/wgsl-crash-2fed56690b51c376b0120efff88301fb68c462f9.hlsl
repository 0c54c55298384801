// ARGS: -T cs_6_0 -E main
// [[vk::constant_id]] constants of every type, overridden by the pipeline
// (SPEC; WGSL overrides @id(N)): kMul 1 -> 3, kAdd 0 -> -5, kScale 1.0 ->
// 0.5, kFlag false -> true; kKeep (id 4) keeps its default 11.
// A[i] = i * kMul + kAdd (+1000 when kFlag); F[i] = i * kScale; K = kKeep.
// DISPATCH: 1 1 1
// SPEC: id=0 type=u32 value=3
// SPEC: id=1 type=i32 value=-5
// SPEC: id=2 type=f32 value=0.5
// SPEC: id=3 type=bool value=1
// BUFFER: binding=0 type=i32 count=16 expect="3 * i - 5 + 1000"
// BUFFER: binding=1 type=f32 count=16 expect="i * 0.5"
// BUFFER: binding=2 count=1 expect=11
[[vk::constant_id(0)]] const uint kMul = 1;
[[vk::constant_id(1)]] const int kAdd = 0;
[[vk::constant_id(2)]] const float kScale = 1.0;
[[vk::constant_id(3)]] const bool kFlag = false;
[[vk::constant_id(4)]] const uint kKeep = 11;

RWStructuredBuffer<int> A : register(u0);
RWStructuredBuffer<float> F : register(u1);
RWStructuredBuffer<uint> K : register(u2);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int v = (int)(id.x * kMul) + kAdd;
    if (kFlag)
        v += 1000;
    A[id.x] = v;
    F[id.x] = id.x * kScale;
    if (id.x == 0)
        K[0] = kKeep;
}
