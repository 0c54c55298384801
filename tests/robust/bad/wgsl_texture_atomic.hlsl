// ARGS: -T cs_6_0 -E main -wgsl
RWTexture2D<uint> counts : register(u0);
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(counts[id.xy], 1);
}
