// ARGS: -T cs_6_0 -E main
// packoffset(c) and packoffset(c.z): a register without its number is c0,
// as DXC reads it (glslang's hlsl.buffer.frag writes packoffset(c)); it was
// OSH0207. b is at c0.z (byte 8), a at c1.y (20), f at c0.x (0). The uniform
// buffer holds 1000 + word index in every word.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=8 init="1000 + i"
// BUFFER: binding=1 type=f32 count=4 expect="[1002, 1003, 1005, 1000]"
cbuffer CB : register(b0) {
    float2 b : packoffset(c.z);
    float a : packoffset(c1.y);
    float f : packoffset(c);
};
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = b.x;
    Out[1] = b.y;
    Out[2] = a;
    Out[3] = f;
}
