// ARGS: -T cs_6_0 -E main
// cbuffer (relaxed std140: a float after a float3 packs into its row), a
// ConstantBuffer<T> and $Globals.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init=[1, 2, 3, 4, 10, 20, 0, 0, 5, 6, 7, 8]
// BUFFER: binding=1 kind=uniform type=u32 init=[3, 9, 0, 0]
// BUFFER: binding=2 type=f32 count=8 expect=[1, 2, 3, 4, 10, 20, 5 + 6 + 7 + 8, 3 * 9]
cbuffer Params : register(b0) {
    float3 v;      // offset 0
    float s;       // offset 12
    float2 w;      // offset 16
    float4 q;      // offset 32
};
struct C { uint a; uint b; };
ConstantBuffer<C> cb : register(b1);
RWStructuredBuffer<float> o : register(u2);
[numthreads(1, 1, 1)]
void main() {
    o[0] = v.x; o[1] = v.y; o[2] = v.z; o[3] = s;
    o[4] = w.x; o[5] = w.y;
    o[6] = dot(q, float4(1, 1, 1, 1));
    o[7] = (float)(cb.a * cb.b);
}
