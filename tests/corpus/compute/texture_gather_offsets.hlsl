// ARGS: -T cs_6_0 -E main
// GatherRed/Green with a run-time offset (Offset, ImageGatherExtended) and
// with four constant offsets (ConstOffsets). The rgba32f texture holds
// (x + 10*y, 100 + x + 10*y, 0, 0). At uv (0.5, 0.5) the 2x2 footprint is
// texels i0 = 1, j0 = 1; a gather returns (i0,j1), (i1,j1), (i1,j0), (i0,j0).
// R[0..3]: red, offset (1,0) from the buffer: i0 = 2 -> 22, 23, 13, 12.
// R[4..7]: green, offsets (0,0), (1,0), (0,1), (-1,-1), one per texel, each
// texel k taken from its own footprint: (1,2)+(0,0) = 121, (2,2)+(1,0) = 123,
// (2,1)+(0,1) = 122, (1,1)+(-1,-1) = 100.
// WGSL has neither run-time gather offsets nor four offsets.
// WGSL-ERROR: OSH5202
// IMAGE: binding=0 kind=sampled format=rgba32f size=4x4 init="(x + 10*y) if c == 0 else (100 + x + 10*y) if c == 1 else 0"
// COMPUTE-SAMPLER: binding=1 filter=nearest address=clamp
// BUFFER: binding=2 type=i32 init=[1, 0]
// BUFFER: binding=3 type=f32 count=8 expect=[22, 23, 13, 12, 121, 123, 122, 100]
// DISPATCH: 1 1 1
Texture2D<float4> T : register(t0);
SamplerState S : register(s1);
StructuredBuffer<int> Off : register(t2);
RWStructuredBuffer<float> R : register(u3);

[numthreads(1, 1, 1)]
void main() {
    float4 a = T.GatherRed(S, float2(0.5, 0.5), int2(Off[0], Off[1]));
    float4 b = T.GatherGreen(S, float2(0.5, 0.5), int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1));
    R[0] = a.x; R[1] = a.y; R[2] = a.z; R[3] = a.w;
    R[4] = b.x; R[5] = b.y; R[6] = b.z; R[7] = b.w;
}
