// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=rgba32f size=4x4 init=x+10*y+100*c
// COMPUTE-SAMPLER: binding=0 filter=nearest address=clamp
// BUFFER: binding=1 type=f32 count=192 expect="((i//12)%4 + 10*((i//12)//4) + 100*(i%4)) if (i//4)%3 == 0 else ((3 - (i//12)%4) + 10*((i//12)//4) + 100*(i%4)) if (i//4)%3 == 1 else (4 if i%4 < 2 else 1 if i%4 == 2 else (i//12)%4 + 10*(3 - (i//12)//4))"
// WGSL-ERROR: OSH5202
// A vk::SampledTexture2D is one combined image sampler (the image and the
// sampler at binding 0). Texel (x, y) holds x + 10y + 100c in component c;
// thread t = x + 4y writes three float4: the nearest sample at the texel's
// center, Load of the mirrored texel (3 - x, y), and (width, height, mip
// levels, red of texel (x, 3 - y) through operator[]).
vk::SampledTexture2D<float4> tex : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint x = id.x % 4, y = id.x / 4;
    float2 uv = (float2(x, y) + 0.5) / 4.0;
    uint w, h, levels;
    tex.GetDimensions(0, w, h, levels);
    Out[3 * id.x + 0] = tex.SampleLevel(uv, 0.0);
    Out[3 * id.x + 1] = tex.Load(int3(3 - x, y, 0));
    Out[3 * id.x + 2] = float4(w, h, levels, tex[uint2(x, 3 - y)].x);
}
