// ARGS: -T cs_6_0 -E main -HV 202x
// HLSL 202x's `auto x = e;` (DXC's -HV 202x): the variable takes e's type, a
// literal's concrete one (1 -> int, 2.5 -> float). a = 7 (int), so a / 2 = 3
// (integer division); b = 2.5 (float), so b / 2 = 1.25; d = float2(1, 2) * b
// = (2.5, 5); const auto k = 4u folds like a constant: uint arr[k] has 4
// elements, arr[k - 1] = k gives 4.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=5 expect=[3, 1.25, 2.5, 5, 4]
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    auto a = 7;
    auto b = 2.5;
    auto d = float2(1, 2) * b;
    const auto k = 4u;
    uint arr[k];
    arr[k - 1] = k;
    Out[0] = a / 2;
    Out[1] = b / 2;
    Out[2] = d.x;
    Out[3] = d.y;
    Out[4] = arr[k - 1];
}
