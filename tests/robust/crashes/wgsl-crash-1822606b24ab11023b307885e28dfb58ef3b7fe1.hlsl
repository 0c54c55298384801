// ARGS: -T cs_6_0 -E main
// A cbuffer of scalars and vectors (offsets 0, 4, 8, 16 under the default
// relaxed std140 rules) drives the work: count = 5, scale = 2.5,
// offset = (-1, 0.25), mask = (1, 2, 3, 4). Threads i < count write
// F[i] = i*scale + offset.x + offset.y and U[i] = mask[i % 4] * i; the others
// leave 0.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform init="[5, f2u(2.5), f2u(-1.0), f2u(0.25), 1, 2, 3, 4]"
// BUFFER: binding=1 type=f32 count=8 expect="i * 2.5 - 0.75 if i < 5 else 0"
// BUFFER: binding=2 count=8 expect="[1, 2, 3, 4][i % 4] * i if i < 5 else 0"
cbuffer Params : register(b0) {
    uint count;
    float scale;
    float2 offset;
    uint4 mask;
};
RWStructuredBuffer<float> F : register(u1);
RWStructuredBuffer<uint> U : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    if (i >= count)
        return;
    F[i] = i * scale + offset.x + offset.y;
    U[i] = mask[i % 4] * i;
}
