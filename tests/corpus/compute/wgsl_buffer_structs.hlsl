// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=u32 init="[f2u(1), f2u(2), f2u(3), f2u(4), 0, 0, 0, 0, 2, 0, 0, 0, f2u(5), 6, 0, 0, f2u(7), 0, 0, 0, f2u(8), f2u(9), f2u(10), 0, f2u(11), f2u(12), f2u(13), 0]"
// BUFFER: binding=1 type=u32 init="[100 + i // 12 if i % 12 == 3 else f2u(i + 1) for i in range(24)]"
// BUFFER: binding=2 type=u32 count=24 expect="[f2u(60 * (i // 12) + 13) if i % 12 == 0 else 100 + i // 12 if i % 12 == 3 else 0 if i % 12 >= 10 else f2u(i + 1) for i in range(24)]"
// BUFFER: binding=3 kind=uniform type=u32 init="[f2u(k + 0.5) for k in range(24)]"
// BUFFER: binding=4 type=f32 count=16 expect="[13, 105, 42, 143, 22, 56, 16.5, 9.5, 73, 106, 42, 839, 22, 56, 20.5, 9.5]"
// WGSL declares a buffer with its own types where WGSL's layout rules give
// the lowered layout (src/wgsl/bufstruct.c), else raw words. Params needs
// attributes: @size(32) on tint (count is at vk::offset 32), @align(16) on
// the struct member inner (uniform), @size on Inner's last member (a nested
// uniform struct spans 16 bytes: tail at 64), and row_major float2x3 is a
// mat2x3<f32> (ColMajor, column stride 16) at 80. The structured buffer of
// P (std430: pos 0, id 12, row_major float2x2 at 16 with stride 8, uv 32,
// stride 48) is array<P> as is. Words (a column_major float4x4 and a float
// array of stride 16) stays raw words. Expected, by hand from the inputs:
// In word j of element e is j + 1 (as float) except id = 100 + e, so
// 0: (12e+1)*1 + (12e+3)*4 = 60e + 13; 1: 100 + e + 5; 2: 6 * 7;
// 3: rot row 1 . uv = (12e+7)(12e+9) + (12e+8)(12e+10); 4: m[1][2] + m[0][1]
// = 13 + 9; 5: (8, 9, 10) . (1, 2, 3) = 56; 6: arr[e] (words 16 and 20 of
// Words: 16.5, 20.5); 7: cm[1][2], column 2 row 1 = word 9: 9.5. Out is In
// with pos.x replaced by result 0 (the padding words 10, 11 stay 0).
struct Inner {
    float a;
    uint b;
};
cbuffer Params : register(b0) {
    float4 tint;
    [[vk::offset(32)]] uint count;
    Inner inner;
    float tail;
    row_major float2x3 m;
};
struct P {
    float3 pos;
    uint id;
    row_major float2x2 rot;
    float2 uv;
};
StructuredBuffer<P> In : register(t1);
RWStructuredBuffer<P> Out : register(u2);
cbuffer Words : register(b3) {
    float4x4 cm;
    float arr[2];
};
RWStructuredBuffer<float> Res : register(u4);

[numthreads(2, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint i = tid.x;
    if (i >= count)
        return;
    P p = In[i];
    Res[i * 8 + 0] = p.pos.x * tint.x + p.pos.z * tint.w;
    Res[i * 8 + 1] = (float)p.id + inner.a;
    Res[i * 8 + 2] = (float)inner.b * tail;
    Res[i * 8 + 3] = mul(p.rot, p.uv).y;
    Res[i * 8 + 4] = m[1][2] + m[0][1];
    Res[i * 8 + 5] = mul(m, float3(1, 2, 3)).x;
    Res[i * 8 + 6] = arr[i];
    Res[i * 8 + 7] = cm[1][2];
    p.pos.x = Res[i * 8 + 0];
    Out[i] = p;
}
