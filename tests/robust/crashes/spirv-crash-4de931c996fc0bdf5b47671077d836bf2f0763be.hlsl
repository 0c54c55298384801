// ARGS: -T ps_6_0 -E main
// A tour of the intrinsic table: math, bit, derivative, wave, quad,
// Interlocked, barriers, pack/unpack, bit casts, mul/dot, printf.
RWByteAddressBuffer rb : register(u0);
RWStructuredBuffer<uint> counters : register(u1);
groupshared uint gsu;
float4 main(float4 pos : SV_Position, nointerpolation uint id : ID) : SV_Target
{
    float3 v = pos.xyz;
    float s = abs(v.x) + acos(0.5) + asin(0.5) + atan(1) + atan2(1, 2) + ceil(v.y) + clamp(v.z, 0, 1) + cos(1) +
              cosh(1) + degrees(1) + distance(v, v) + dot(v, v) + exp(1) + exp2(1) + floor(1.5) + fmod(5, 3) +
              frac(1.5) + length(v) + lerp(0, 1, 0.5) + log(2) + log10(2) + log2(2) + max(1, 2) + min(1, 2) +
              pow(2, 3) + radians(90) + rcp(2) + round(1.5) + rsqrt(4) + saturate(2) + sign(-1) + sin(1) +
              sinh(1) + smoothstep(0, 1, 0.5) + sqrt(4) + step(0.5, 1) + tan(1) + tanh(1) + trunc(1.5) +
              determinant(float2x2(1, 2, 3, 4)) + fma(1.0l, 2.0l, 3.0l) + mad(1, 2, 3);
    float3 c = cross(v, v) + normalize(v) + reflect(v, v) + refract(v, v, 1.5) + faceforward(v, v, v) +
               mul(float3x3(1, 0, 0, 0, 1, 0, 0, 0, 1), v) + lit(1, 2, 3).xyz;
    float4x4 tm = transpose(float4x4(pos, pos, pos, pos));
    bool bb = all(v) && any(v) && isfinite(s) && !isinf(s) && !isnan(s);
    uint u = countbits(id) + firstbithigh(id) + firstbitlow(id) + reversebits(id) + asuint(s) + asuint(asfloat(id)) +
             (uint)asint(1.0) + f32tof16(s) + (uint)f16tof32(id);
    double dd = asdouble(1u, 2u);
    uint lo, hi;
    asuint(dd, lo, hi);
    float ip;
    float fr = modf(1.5, ip);
    float e2;
    float mant = frexp(8.0, e2);
    float ld = ldexp(1.0, 3.0);
    float sn, cs;
    sincos(1.0, sn, cs);
    float d = ddx(s) + ddy(s) + ddx_coarse(s) + ddx_fine(s) + ddy_coarse(s) + ddy_fine(s) + fwidth(s);
    uint w = WaveGetLaneCount() + WaveGetLaneIndex() + WaveActiveCountBits(true) + WaveActiveSum(id) +
             WaveActiveProduct(id) + WaveActiveMin(id) + WaveActiveMax(id) + WaveActiveBitAnd(id) + WaveActiveBitOr(id) +
             WaveActiveBitXor(id) + WavePrefixSum(id) + WavePrefixProduct(id) + WavePrefixCountBits(true) +
             WaveReadLaneAt(id, 0) + WaveReadLaneFirst(id) + WaveActiveBallot(true).x + (WaveIsFirstLane() ? 1 : 0) +
             (WaveActiveAllTrue(true) ? 1 : 0) + (WaveActiveAnyTrue(true) ? 1 : 0) + (WaveActiveAllEqual(id) ? 1 : 0) +
             QuadReadAcrossX(id) + QuadReadAcrossY(id) + QuadReadAcrossDiagonal(id) + QuadReadLaneAt(id, 1);
    uint orig;
    InterlockedAdd(counters[0], 1, orig);
    InterlockedAdd(counters[1], 1);
    InterlockedMin(counters[2], id);
    InterlockedMax(counters[2], id);
    InterlockedAnd(counters[3], id);
    InterlockedOr(counters[3], id);
    InterlockedXor(counters[3], id);
    InterlockedExchange(counters[4], id, orig);
    InterlockedCompareExchange(counters[5], 0, id, orig);
    InterlockedCompareStore(counters[5], 0, id);
    rb.InterlockedAdd(0, 1, orig);
    DeviceMemoryBarrier();
    AllMemoryBarrier();
    if (s < 0)
        clip(-1);
    if (s < -1)
        discard;
    printf("value %f %d\n", s, id);
    return float4(c + s + u + d + w + fr + ip + mant + e2 + ld + sn + cs + lo + hi + (bb ? 1 : 0) + orig, tm[0][0]);
}
