// ARGS: -T cs_6_0 -E main
// double arithmetic (Float64): x/3 in double for x = i + 1 converted back to
// float (rounded once more to f32), a double read from a buffer of words
// (2.5 = 0x4004000000000000) times 4, and a double written to a buffer
// (1/3 = 0x3FD5555555555555 as its two words). WGSL has no double.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[0, 0x40040000]"
// BUFFER: binding=1 type=f32 count=8 expect="(i + 1) / 3"
// BUFFER: binding=2 count=2 expect="[0x55555555, 0x3FD55555]"
// BUFFER: binding=3 type=f32 count=1 expect=10.0
StructuredBuffer<double> D : register(t0);
RWStructuredBuffer<float> Q : register(u1);
RWStructuredBuffer<double> Bits : register(u2);
RWStructuredBuffer<float> R : register(u3);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    double x = (double)(id.x + 1);
    Q[id.x] = (float)(x / 3.0);
    if (id.x == 0) {
        double third = 1.0 / (x * 3.0);
        Bits[0] = third;
        R[0] = (float)(D[0] * 4.0);
    }
}
