// ARGS: -T cs_6_0 -E main
// mul() with operands whose shared size differs: DXC gives each size
// symbol of an intrinsic the smallest size any argument has, and the larger
// argument is truncated with a warning (glslang's hlsl.mul-truncate.frag,
// hlsl.cbuffer-identifier.vert); it was "no matching overload".
// m rows: [1 2 3 4], [5 6 7 8], [9 10 11 12], [13 14 15 16]; v3 = (1, 10, 100)
// mul(v3, m)  = rows 0..2 weighted: 1*r0 + 10*r1 + 100*r2 = 951 1062 1173 1284
// mul(m, v3)  = columns 0..2 of each row: 1*x + 10*y + 100*z = 321 765 1209 1653
// mul(v2, v3) = (2, 3) . (1, 10) = 32
// EXPECT-WARNING: OSH0302
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init="[float(i + 1) for i in range(16)] + [1.0, 10.0, 100.0, 0.0, 2.0, 3.0, 0.0, 0.0]"
// BUFFER: binding=1 type=f32 count=9 expect="[951, 1062, 1173, 1284, 321, 765, 1209, 1653, 32]"
cbuffer C {
    row_major float4x4 m;
    float4 v3w;
    float4 v2w;
};
RWStructuredBuffer<float> Out;

[numthreads(1, 1, 1)]
void main() {
    float3 v3 = v3w.xyz;
    float2 v2 = v2w.xy;
    float4 a = mul(v3, m);
    float4 b = mul(m, v3);
    Out[0] = a.x; Out[1] = a.y; Out[2] = a.z; Out[3] = a.w;
    Out[4] = b.x; Out[5] = b.y; Out[6] = b.z; Out[7] = b.w;
    Out[8] = mul(v2, v3);
}
