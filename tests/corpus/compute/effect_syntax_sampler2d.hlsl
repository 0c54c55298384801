// ARGS: -T cs_6_0 -E main
// EXPECT-WARNING: OSH0218
// DX9's sampler2D names SamplerState (as in DXC), and `uniform` before it is
// the globals' default. FX annotations `< ... >` after a declarator's
// register and a sampler's state block `{ ... }` are ignored with a warning,
// as DXC does: the sampler keeps the pipeline's nearest, clamping state, not
// the block's mirror addressing. Texels are 1, 11, 21, 31; thread i samples at
// u = (i + 0.5) / 4 + 0.5 = 0.625, 0.875, 1.125, 1.375: texels 2 and 3, then
// clamped to 3 (mirroring would give texels 2, 3, 3, 2).
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=r32f size=4x1 init=10*x+1
// COMPUTE-SAMPLER: binding=1 filter=nearest address=clamp
// BUFFER: binding=2 type=f32 count=4 expect=[21, 31, 31, 31]
Texture2D<float> Tex : register(t0) < string UIName = "texture"; vector<float, 3> v = float3(1, 2, 3); >;
uniform sampler2D Smp : register(s1)
{
    AddressU = MIRROR;
    MaxLOD = 10;
}, Unused;
RWStructuredBuffer<float> Out : register(u2);
string Title < string kind = "label"; > = "effect";

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float2 uv = float2((id.x + 0.5) / 4 + 0.5, 0.5);
    Out[id.x] = Tex.SampleLevel(Smp, uv, 0);
}
