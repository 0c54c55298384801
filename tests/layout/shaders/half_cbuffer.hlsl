// ARGS: -T cs_6_2 -E main -enable-16bit-types
// 16-bit types in a cbuffer and a structured buffer (-enable-16bit-types):
// halves are 2 bytes, align 2; half3 may start at any even offset that keeps
// it inside a 16-byte row (relaxed rules); arrays of halves in a cbuffer still
// have a 16-byte stride. Only compiled by tests/layout/check_layout.py.
cbuffer H16 : register(b0) {
    half a;
    half3 b;
    float c;
    half2 d;
    half e[3];
    half2x3 f;
    float16_t g;
    row_major half3x2 h;
};
struct E {
    half a;
    float b;
    half3 c;
    half d;
    half2 e[2];
};
StructuredBuffer<E> SB : register(t1);
StructuredBuffer<half3> SB3 : register(t2);
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a + b.y + c + d.x + e[2] + f[1][2] + g + h[2][1];
    Out[1] = SB[1].c.z + SB[0].e[1].y + SB3[1].y;
}
