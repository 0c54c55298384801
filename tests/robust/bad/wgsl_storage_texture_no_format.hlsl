// ARGS: -T cs_6_0 -E main -wgsl
RWTexture2D<float2> img : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    img[id.xy] = img[id.xy] * 0.5;
}
