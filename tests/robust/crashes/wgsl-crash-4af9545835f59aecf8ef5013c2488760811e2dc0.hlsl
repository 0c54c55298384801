// ARGS: -T cs_6_0 -E main -fvk-use-scalar-layout
// -fvk-use-scalar-layout: scalar block layout everywhere (every member
// aligned to its component size, array stride = element size): members are
// packed word after word in both buffers: stride 52.
// Every buffer word holds 1000 + its index (cbuffer) or 2000 + its index
// (structured buffer), so each member reads back its word index; the
// structured buffer is read at element 1, which also checks the stride.
// SPIRV-VAL: --scalar-block-layout
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=32 init="1000 + i"
// BUFFER: binding=1 type=f32 count=48 init="2000 + i"
// BUFFER: binding=2 type=f32 count=26 expect="[1000 + w for w in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]] + [2000 + w for w in [13 + k for k in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]]"
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
