// ARGS: -T cs_6_0 -E main -fvk-use-dx-layout
// -fvk-use-dx-layout: D3D packing. cbuffer: a 0, b 4 (fits row 0), c 16, d
// 32 and 48 (arrays start a row, stride 16, the last element unpadded: size
// 20), e 52 (packs into d[1]'s row), f 64 (56..68 would cross a row), g 76.
// Structured buffers are packed with 4-byte alignment: a 0, b 4, c 16, d 24
// and 28, e 32, f 36, g 48; stride 52.
// Every buffer word holds 1000 + its index (cbuffer) or 2000 + its index
// (structured buffer), so each member reads back its word index; the
// structured buffer is read at element 1, which also checks the stride.
// SPIRV-VAL: --scalar-block-layout
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=32 init="1000 + i"
// BUFFER: binding=1 type=f32 count=48 init="2000 + i"
// BUFFER: binding=2 type=f32 count=26 expect="[1000 + w for w in [0, 1, 2, 3, 4, 5, 8, 12, 13, 16, 17, 18, 19]] + [2000 + w for w in [13 + k for k in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]]"
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
