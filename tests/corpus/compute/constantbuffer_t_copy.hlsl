// ARGS: -T cs_6_0 -E main
// A whole ConstantBuffer<S> copied into a local S (converted member by member
// from the buffer layout: v 0, m 16, arr 32 and 48, tail 64) and passed by
// value to a function. The buffer holds 1000 + word index.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=20 init="1000 + i"
// BUFFER: binding=1 type=f32 count=4 expect="[1001, 1004 + 1012, 1016, 1008]"
struct S {
    float4 v;
    float m;
    float arr[2];
    float tail;
};
ConstantBuffer<S> cb : register(b0);
RWStructuredBuffer<float> Out : register(u1);

float sumOf(S s) { return s.m + s.arr[1]; }

[numthreads(1, 1, 1)]
void main() {
    S copy = cb;
    Out[0] = copy.v.y;
    Out[1] = sumOf(copy);
    Out[2] = copy.tail;
    copy.arr[0] = 5.0;
    Out[3] = cb.arr[0];
}
