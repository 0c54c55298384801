// ARGS: -T cs_6_0 -E main
// ConstantBuffer<S> with a struct member layout under the default rules:
// v at 0, m at 16, arr (stride 16) at 32 and 48, tail after the array's
// padded end at 64. The buffer holds 1000 + word index; a second
// ConstantBuffer<S> at b1 holds 2000 + word index and its members are
// passed to a function. (Copying the whole block into a local S is
// constantbuffer_t_copy.)
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=20 init="1000 + i"
// BUFFER: binding=1 kind=uniform type=f32 count=20 init="2000 + i"
// BUFFER: binding=2 type=f32 count=10 expect="[1000, 1001, 1002, 1003, 1004, 1008, 1012, 1016, 2004 + 2012, 2016]"
struct S {
    float4 v;
    float m;
    float arr[2];
    float tail;
};
ConstantBuffer<S> cb : register(b0);
ConstantBuffer<S> cb2 : register(b1);
RWStructuredBuffer<float> Out : register(u2);

float sumOf(float a, float b) { return a + b; }

[numthreads(1, 1, 1)]
void main() {
    Out[0] = cb.v.x;
    Out[1] = cb.v.y;
    Out[2] = cb.v.z;
    Out[3] = cb.v.w;
    Out[4] = cb.m;
    Out[5] = cb.arr[0];
    Out[6] = cb.arr[1];
    Out[7] = cb.tail;
    Out[8] = sumOf(cb2.m, cb2.arr[1]);
    Out[9] = cb2.tail;
}
