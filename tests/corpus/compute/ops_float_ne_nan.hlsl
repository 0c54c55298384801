// ARGS: -T cs_6_0 -E main
// Float comparisons with NaN: == < <= > >= are false, != is true (HLSL's !=
// is unordered: OpFUnordNotEqual). NaN comes from 0/0 on buffer values, so
// nothing folds. Bits of thread i: 1 ==, 2 !=, 4 <, 8 <=, 16 >, 32 >=,
// 64 isnan(a).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=a init=[0.0, 1.0, 2.0, 0.0, 5.0, -1.0, 0.0, 3.0]
// BUFFER: binding=1 type=f32 name=b init=[0.0, 1.0, 1.0, 1.0, 0.0, 0.0, 3.0, 3.0]
// BUFFER: binding=2 count=8 expect="[2 + 64 if a[j] == 0 and b[j] == 0 else (1 if a[j] == b[j] else 2) + (4 if a[j] < b[j] else 0) + (8 if a[j] <= b[j] else 0) + (16 if a[j] > b[j] else 0) + (32 if a[j] >= b[j] else 0) for j in range(8)]"
StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float a = A[id.x];
    float b = B[id.x];
    // 0/0 is NaN when both are zero (thread 0); otherwise the plain values.
    if (a == 0.0 && b == 0.0)
        a = a / b;
    uint r = 0;
    if (a == b) r |= 1;
    if (a != b) r |= 2;
    if (a < b) r |= 4;
    if (a <= b) r |= 8;
    if (a > b) r |= 16;
    if (a >= b) r |= 32;
    if (isnan(a)) r |= 64;
    Out[id.x] = r;
}
