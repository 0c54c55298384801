// ARGS: -T cs_6_0 -E main
// Math intrinsics on x = 2.25, y = -1.75, z = 0.3 (read from a buffer).
// Binding 1: results that are exact in f32; binding 2: transcendental and
// divided results within 1e-3 (Vulkan's precision for sin/cos is 2^-11);
// binding 3: integer abs/min/max/clamp/sign on -5, -3, 2, 10, 7, 3u, ~0u.
// fmod takes the dividend's sign: fmod(-1.75, 1) = -0.75.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 name=v init=[2.25, -1.75, 0.3]
// BUFFER: binding=1 type=f32 count=18 expect="[1.75, -1.75, 2.25, 2, 0, v[2], -2, -1, -1, 0.25, 2, -2, -1, 0, 1, 0, 0.25, 5.5]"
// BUFFER: binding=2 type=f32 count=19 tol=1e-3 expect="[1.5, 1 / 1.5, sin(v[2]), cos(v[2]), tan(v[2]), asin(v[2]), acos(v[2]), atan(v[2]), atan2(-1.75, 2.25), exp(v[2]), exp2(2.25), log(2.25), log2(2.25), log10(2.25), 3.375, -0.75, 0.25, 0.216, 0.6]"
// BUFFER: binding=3 type=i32 name=k init=[-5, -3, 2, 10, 7, 3, -1]
// BUFFER: binding=4 type=i32 count=7 expect="[5, -3, 2, 7, -1, 3, -1]"
StructuredBuffer<float> V : register(t0);
RWStructuredBuffer<float> E : register(u1);
RWStructuredBuffer<float> T : register(u2);
StructuredBuffer<int> K : register(t3);
RWStructuredBuffer<int> I : register(u4);

[numthreads(1, 1, 1)]
void main() {
    float x = V[0], y = V[1], z = V[2];
    E[0] = abs(y);
    E[1] = min(x, y);
    E[2] = max(x, y);
    E[3] = clamp(x, -1.0, 2.0);
    E[4] = saturate(y);
    E[5] = saturate(z);
    E[6] = floor(y);
    E[7] = ceil(y);
    E[8] = trunc(y);
    E[9] = frac(y);
    E[10] = round(x);
    E[11] = round(y);
    E[12] = sign(y);
    E[13] = sign(x - x);
    E[14] = step(z, x);
    E[15] = step(x, z);
    E[16] = lerp(y, x, 0.5);
    E[17] = mad(x, 2.0, 1.0);

    T[0] = sqrt(x);
    T[1] = rsqrt(x);
    T[2] = sin(z);
    T[3] = cos(z);
    T[4] = tan(z);
    T[5] = asin(z);
    T[6] = acos(z);
    T[7] = atan(z);
    T[8] = atan2(y, x);
    T[9] = exp(z);
    T[10] = exp2(x);
    T[11] = log(x);
    T[12] = log2(x);
    T[13] = log10(x);
    T[14] = pow(x, 1.5);
    T[15] = fmod(y, 1.0);
    T[16] = fmod(x, -1.0);
    T[17] = smoothstep(0.0, 1.0, z);
    T[18] = normalize(float2(3.0, 4.0) * x).x;

    I[0] = abs(K[0]);
    I[1] = min(K[1], K[2]);
    I[2] = max(K[1], K[2]);
    I[3] = clamp(K[3], 0, K[4]);
    I[4] = sign(K[0]);
    I[5] = (int)min((uint)K[5], (uint)K[6]);
    I[6] = (int)max((uint)K[5], (uint)K[6]);
}
