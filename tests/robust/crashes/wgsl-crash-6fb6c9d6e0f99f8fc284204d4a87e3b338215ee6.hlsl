// ARGS: -T cs_6_0 -E main
// Default layouts (DXC's): cbuffer = std140 with relaxed vectors (a float3
// may start at 4 when it stays inside a 16-byte row): a 0, b 4, c 16, d 32
// and 48 (array stride 16, padded size 32), e 64, f 68, g 80. Structured
// buffer = std430 with relaxed vectors: a 0, b 4, c 16, d 24 and 28 (stride
// 4), e 32, f 36, g 48; size 52 rounded to the float3 alignment 16: stride 64.
// Every buffer word holds 1000 + its index (cbuffer) or 2000 + its index
// (structured buffer), so each member reads back its word index; the
// structured buffer is read at element 1, which also checks the stride.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=32 init="1000 + i"
// BUFFER: binding=1 type=f32 count=48 init="2000 + i"
// BUFFER: binding=2 type=f32 count=26 expect="[1000 + w for w in [0, 1, 2, 3, 4, 5, 8, 12, 16, 17, 18, 19, 20]] + [2000 + w for w in [16 + k for k in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]]"
cbuffer CB : register(b0) {
    float a;
    float3 b;
    float2 c;
    float d[2];
    float e;
    float3 f;
    float g;
};
struct T {
    float a;
    float3 b;
    float2 c;
    float d[2];
    float e;
    float3 f;
    float g;
};
StructuredBuffer<T> SB : register(t1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a;
    Out[1] = b.x; Out[2] = b.y; Out[3] = b.z;
    Out[4] = c.x; Out[5] = c.y;
    Out[6] = d[0]; Out[7] = d[1];
    Out[8] = e;
    Out[9] = f.x; Out[10] = f.y; Out[11] = f.z;
    Out[12] = g;
    T t = SB[1];
    Out[13] = t.a;
    Out[14] = t.b.x; Out[15] = t.b.y; Out[16] = t.b.z;
    Out[17] = t.c.x; Out[18] = t.c.y;
    Out[19] = t.d[0]; Out[20] = t.d[1];
    Out[21] = t.e;
    Out[22] = t.f.x; Out[23] = t.f.y; Out[24] = t.f.z;
    Out[25] = t.g;
}
