// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// A storage image of 64-bit integers needs Int64ImageEXT and
// SPV_EXT_shader_image_int64 (without them spirv-val refuses the module),
// and a single-component one is R64ui/R64i, as DXC (image atomics need it).
// Not run: the Vulkan runner has no R64 formats (compile and validate only).
RWTexture2D<uint64_t> tex_ui : register(u0);
RWTexture2D<int64_t> tex_i : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID)
{
    tex_ui[id] = tex_ui[id] + (uint64_t)tex_i[id];
    Out[id.x] = (uint)(tex_ui[id] >> 32);
}
