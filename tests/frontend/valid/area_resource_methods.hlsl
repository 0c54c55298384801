// ARGS: -T ps_6_0 -E main
// Every resource method family: Sample*, Gather*, Load (offsets, status),
// GetDimensions, operator[], mips/sample, Append/Consume, counters,
// byte-address loads/stores, subpass loads.
Texture2D<float4> t2 : register(t0);
Texture2DArray<float4> t2a : register(t1);
TextureCube<float4> tc : register(t2);
Texture2DMS<float4> ms : register(t3);
Texture3D<float4> t3 : register(t4);
Texture1D<float4> t1 : register(t5);
Buffer<float4> buf : register(t6);
RWTexture2D<float4> rwt : register(u0);
RWBuffer<uint> rwb : register(u1);
struct E { float4 v; };
StructuredBuffer<E> sb : register(t7);
RWStructuredBuffer<E> rwsb : register(u2);
AppendStructuredBuffer<E> app : register(u3);
ConsumeStructuredBuffer<E> con : register(u4);
ByteAddressBuffer bab : register(t8);
RWByteAddressBuffer rwbab : register(u5);
SamplerState s : register(s0);
SamplerComparisonState sc : register(s1);
float4 main(float4 pos : SV_Position) : SV_Target
{
    float2 uv = pos.xy;
    float4 c = t2.Sample(s, uv) + t2.Sample(s, uv, int2(1, 0)) + t2.Sample(s, uv, int2(0, 1), 1.0);
    c += t2.SampleLevel(s, uv, 0) + t2.SampleLevel(s, uv, 0, int2(1, 1));
    c += t2.SampleGrad(s, uv, ddx(uv), ddy(uv)) + t2.SampleGrad(s, uv, float2(0, 0), float2(0, 0), int2(1, 1));
    c += t2.SampleBias(s, uv, 0.5) + t2.SampleBias(s, uv, 0.5, int2(0, 0));
    c += t2.SampleCmp(sc, uv, 0.5) + t2.SampleCmpLevelZero(sc, uv, 0.5) + t2.SampleCmpLevelZero(sc, uv, 0.5, int2(1, 0));
    c += t2.Gather(s, uv) + t2.GatherRed(s, uv) + t2.GatherGreen(s, uv) + t2.GatherBlue(s, uv) + t2.GatherAlpha(s, uv, int2(1, 1));
    c += t2.GatherCmp(sc, uv, 0.5) + t2.GatherCmpRed(sc, uv, 0.5);
    c += t2a.Sample(s, float3(uv, 1)) + tc.SampleLevel(s, pos.xyz, 1) + t3.Sample(s, pos.xyz) + t1.Sample(s, uv.x);
    uint status;
    c += t2.Load(int3(0, 0, 0)) + t2.Load(int3(0, 0, 0), int2(1, 1)) + t2.Load(int3(0, 0, 0), int2(0, 0), status);
    c += ms.Load(int2(0, 0), 1) + ms.Load(int2(0, 0), 1, int2(1, 0)) + buf.Load(1) + buf[2] + t2[uint2(1, 1)];
    c += t2.mips[1][uint2(0, 0)] + ms.sample[0][uint2(1, 1)];
    c += CheckAccessFullyMapped(status) ? 1 : 0;
    uint w, h, levels, elems, samples, count, stride;
    t2.GetDimensions(w, h);
    t2.GetDimensions(0, w, h, levels);
    float fw, fh;
    t2.GetDimensions(fw, fh);
    t2a.GetDimensions(w, h, elems);
    ms.GetDimensions(w, h, samples);
    t3.GetDimensions(0, w, h, elems, levels);
    buf.GetDimensions(w);
    sb.GetDimensions(count, stride);
    bab.GetDimensions(w);
    rwt.GetDimensions(w, h);
    rwt[uint2(0, 0)] = c;
    rwb[0] = 1;
    E e = con.Consume();
    app.Append(e);
    uint n = rwsb.IncrementCounter() + rwsb.DecrementCounter();
    rwsb[n].v = sb[0].v + sb.Load(1).v;
    uint a = bab.Load(0);
    uint2 a2 = bab.Load2(4);
    uint3 a3 = bab.Load3(8);
    uint4 a4 = bab.Load4(16);
    float4 lt = bab.Load<float4>(32);
    E le = bab.Load<E>(48);
    rwbab.Store(0, a);
    rwbab.Store2(8, a2);
    rwbab.Store3(16, a3);
    rwbab.Store4(32, a4);
    rwbab.Store<float4>(64, lt);
    rwbab.Store(80, le);
    uint orig;
    rwbab.InterlockedAdd(0, 1, orig);
    rwbab.InterlockedCompareExchange(4, 0, 1, orig);
    rwbab.InterlockedMax(8, 2);
    return c + e.v + a + a2.x + a3.y + a4.z + lt + le.v + w + h + levels + elems + samples + count + stride + fw + fh + n + orig;
}
