// ARGS: -T cs_6_0 -E main
// A static const data member is a constant expression inside its struct:
// it sizes an array member (DXC's oo.inheritance.layout-differences.hlsl);
// it was "array size must be a constant expression". Base::N = 3, so m
// has 3 float4s (48 bytes) and Derived's a starts at byte 48 (word 12).
// Buf[0] is written m[i] = (i, i, i, i) * 1, a = 7; Out = [N, m[2].w, a].
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 expect="[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 7, 0, 0, 0]"
// BUFFER: binding=1 type=f32 count=3 expect="[3.0, 2.0, 7.0]"
struct Base {
    static const uint N = 3;
    float4 m[N];
};
struct Derived : Base {
    float a;
};
RWStructuredBuffer<Derived> Buf : register(u0);
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Derived d;
    for (uint i = 0; i < Base::N; i++)
        d.m[i] = float4(i, i, i, i);
    d.a = 7;
    Buf[0] = d;
    Out[0] = Base::N;
    Out[1] = Buf[0].m[2].w;
    Out[2] = Buf[0].a;
}
