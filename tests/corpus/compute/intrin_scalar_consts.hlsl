// ARGS: -T cs_6_0 -E main
// Math and bit intrinsics.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 tol=1e-5 expect=[2.5, 0.25, 0.75, 3.0, 1.0, 0.5, 0.75, 2.0, 8.0, 2.0, 1.0, -1.0, 5.0, 0.25, 3.5, 13.0]
// BUFFER: binding=1 type=u32 count=12 expect=[3, u32(0x80000000), 31, 0, 4, 1, u32(-1), 2, 7, 0x3c00, 1, 1]
RWStructuredBuffer<float> f : register(u0);
RWStructuredBuffer<uint> u : register(u1);
[numthreads(1, 1, 1)]
void main() {
    float x = -2.5;
    f[0] = abs(x);
    f[1] = frac(2.25);
    f[2] = lerp(0.5, 1.0, 0.5);
    f[3] = clamp(7.0, 1.0, 3.0);
    f[4] = saturate(1.5);
    f[5] = rcp(2.0);
    f[6] = fmod(2.75, 1.0);
    f[7] = sqrt(4.0);
    f[8] = pow(2.0, 3.0);
    f[9] = log2(4.0);
    f[10] = max(min(1.0, 2.0), 0.0);
    f[11] = (float)sign(x);
    f[12] = length(float2(3, 4));
    f[13] = exp2(-2.0);
    f[14] = mad(1.5, 2.0, 0.5);
    f[15] = dot(float3(1, 2, 3), float3(2, 1, 3));
    uint v = 0x13;
    u[0] = countbits(v);
    u[1] = reversebits(1u);
    u[2] = firstbithigh(0xFFFFFFFFu);
    u[3] = firstbitlow(1u);
    u[4] = asuint(2.0f) >> 28;
    u[5] = any(int2(0, 3)) ? 1 : 0;
    u[6] = firstbithigh(0u);
    u[7] = (uint)min(-2, 5) + 4;
    u[8] = (uint)clamp(9, 0, 7);
    u[9] = f32tof16(1.0);
    u[10] = all(bool2(true, true)) ? 1 : 0;
    u[11] = isnan(asfloat(0x7fc00000u)) ? 1 : 0;
}
