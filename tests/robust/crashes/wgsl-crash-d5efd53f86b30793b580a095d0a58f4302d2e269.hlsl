// ARGS: -T cs_6_0 -E main
// Signed and unsigned +, -, *, /, % and negation on pairs read from a buffer
// (so nothing folds). HLSL's / and % truncate toward zero (OpSDiv/OpSRem),
// uint / and % are OpUDiv/OpUMod; overflow wraps.
// Output j*8+k: op k of pair j.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 name=a init=[7, -7, 7, -7, 100, -100, 123456, 2147483647]
// BUFFER: binding=1 type=i32 name=b init=[3, 3, -3, -3, 7, 7, 1000, 2]
// BUFFER: binding=2 type=i32 count=64 expect="[[a[j] + b[j], a[j] - b[j], a[j] * b[j], idiv(a[j], b[j]), irem(a[j], b[j]), u32(a[j]) // u32(b[j]), u32(a[j]) % u32(b[j]), -a[j]][k] for j in range(8) for k in range(8)]"
StructuredBuffer<int> A : register(t0);
StructuredBuffer<int> B : register(t1);
RWStructuredBuffer<int> Out : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int a = A[id.x];
    int b = B[id.x];
    uint ua = (uint)a;
    uint ub = (uint)b;
    uint o = id.x * 8;
    Out[o + 0] = a + b;
    Out[o + 1] = a - b;
    Out[o + 2] = a * b;
    Out[o + 3] = a / b;
    Out[o + 4] = a % b;
    Out[o + 5] = (int)(ua / ub);
    Out[o + 6] = (int)(ua % ub);
    Out[o + 7] = -a;
}
