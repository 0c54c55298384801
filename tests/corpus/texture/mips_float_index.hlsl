// ARGS: -T ps_6_0 -E main
// .mips[level][coord] and .sample[s][coord] with float levels, sample
// indices and coordinates (computed at run time): converted to uint, as DXC
// does, since OpImageFetch takes integer coordinates, Lod and Sample
// (spirv-val refused glslang's hlsl.mip.operator.frag here).
Texture2D<float4> t : register(t0);
Texture2DMS<float4> ms : register(t1);

float4 main(float4 p : TEXCOORD0) : SV_Target
{
    return t.mips[p.z][p.xy] + ms.sample[p.w][p.yx];
}
