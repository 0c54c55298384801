// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// IMAGE: binding=0 format=r32f size=4x4 init=100*x expect="100*x + x + 10*y + 1"
// BUFFER: binding=1 type=f32 count=16 init=0 expect="100*(i%4)"
// A texture's operator[] takes uint coordinates: a float index is converted
// (truncated), as DXC does, for the store and the read (OpImageRead,
// OpImageWrite need integer coordinates; spirv-val refused the store's
// float one; texture/mips_float_index has .mips). Lane (x, y) indexes with
// (x, y) + 0.75, which truncates to (x, y): texel (x, y) holds 100x, gains
// x + 10y + 1, and o[4y + x] reads the texel's first value back.
[[vk::image_format("r32f")]] RWTexture2D<float> img : register(u0);
RWStructuredBuffer<float> o : register(u1);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    float2 p = float2(id.xy) + 0.75;
    float v = img[p];
    o[id.y * 4 + id.x] = v;
    img[p] = v + id.x + 10 * id.y + 1;
}
