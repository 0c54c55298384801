// ARGS: -T cs_6_0 -E main
// float4 arithmetic, swizzles (read and write), dot, cross, length, max,
// any/all on vector comparisons, select, splat and vector conversions.
// p = (1, 2, 3, 4), q = (5, -6, 7, 0.5); every value worked by hand.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init=[1, 2, 3, 4, 5, -6, 7, 0.5]
// BUFFER: binding=1 type=f32 count=40 expect="[6, -4, 10, 4.5,  5, -12, 21, 2,  4, 3, 2, 1,  16,  32, 8, -16,  5,  2, 1, -6, 5,  5, 2, 7, 4,  1, 0, 1,  1, -6, 3, 0.5,  3, 5, 7, 9,  10, -12, 14, 0]"
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

void put4(uint at, float4 v) {
    Out[at] = v.x; Out[at + 1] = v.y; Out[at + 2] = v.z; Out[at + 3] = v.w;
}

[numthreads(1, 1, 1)]
void main() {
    float4 p = float4(In[0], In[1], In[2], In[3]);
    float4 q = float4(In[4], In[5], In[6], In[7]);
    put4(0, p + q);
    put4(4, p * q);
    put4(8, p.wzyx);
    Out[12] = dot(p, q);
    float3 c = cross(p.xyz, q.xyz);
    Out[13] = c.x; Out[14] = c.y; Out[15] = c.z;
    Out[16] = length(p.zw);
    float4 r = 0;
    r.yx = p.xy;
    r.wz = q.xy;
    put4(17, r);
    put4(21, max(p, q));
    Out[25] = any(p > q) ? 1.0 : 0.0;
    Out[26] = all(p > q) ? 1.0 : 0.0;
    Out[27] = all(p > 0) ? 1.0 : 0.0;
    put4(28, select(p < q, p, q));
    put4(32, p * 2.0 + 1);
    int4 iq = int4(q);
    put4(36, (float4)(iq * 2));
}
