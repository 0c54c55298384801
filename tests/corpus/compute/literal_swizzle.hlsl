// ARGS: -T cs_6_0 -E main
// A swizzle on a float literal, as FXC-era engine code writes splats:
// `1.0.xxxx` is float4(1, 1, 1, 1). The literal ends at its second '.'
// (C's pp-number would take `1.0.xxxx` as one malformed number).
// Out = [1+2, 1+2.5, 1+0.5, 1+0] then [0.25*4, 3 (x+y of 1.5.xx), 0, 7]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=8 expect=[3.0, 3.5, 1.5, 1.0, 1.0, 3.0, 0.0, 7.0]
RWStructuredBuffer<float> Out : register(u0);

#define SPLAT4(v) v.xxxx

[numthreads(1, 1, 1)]
void main() {
    float4 a = 1.0.xxxx;
    float2 b = 2.5f.rr;
    float c = .5.x;
    float3 d = 0.0.xxx;
    float4 s = a + float4(2.0, b.y, c, d.z);
    Out[0] = s.x; Out[1] = s.y; Out[2] = s.z; Out[3] = s.w;
    float4 q = SPLAT4(0.25);
    Out[4] = dot(q, 1.0.xxxx);
    float2 h = 1.5.xx;
    Out[5] = h.x + h.y;
    Out[6] = d.x;
    Out[7] = 7.0f.x;
}
