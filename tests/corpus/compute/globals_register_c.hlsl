// ARGS: -T cs_6_0 -E main
// register(cN) on a global places it at byte N * 16 of $Globals, and the
// globals without one follow the last placed one, in declaration order, as
// DXC (vk.layout.register-c.mixed.hlsl). Here (relaxed rules):
//   b (no register) after the end of a (c2: bytes 32..47): byte 48
//   a at 32, c (c0) at 0, d (no register) after b: byte 52
// The uniform buffer holds words: 0 = c = 5, 8..11 = a = (1, 2, 3, 4),
// 12 = b = 10, 13 = d = 20 (words 1..7 unused: 99).
// Out = [a.x, a.w, b, c, d] = [1, 4, 10, 5, 20]
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 init="[5.0, 99, 99, 99, 99, 99, 99, 99, 1.0, 2.0, 3.0, 4.0, 10.0, 20.0, 0, 0]"
// BUFFER: binding=1 type=f32 count=5 expect="[1.0, 4.0, 10.0, 5.0, 20.0]"
float4 a : register(c2);
float b;
float c : register(c0);
float d;
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a.x;
    Out[1] = a.w;
    Out[2] = b;
    Out[3] = c;
    Out[4] = d;
}
