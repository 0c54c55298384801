// ARGS: -T cs_6_0 -E main -wgsl
Texture2D<float4> textures[4] : register(t0);
RWStructuredBuffer<float> buf : register(u4);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = textures[id.x % 4].Load(int3(0, 0, 0)).x;
}
