// ARGS: -T cs_6_6 -E main
// A [[vk::push_constant]] variable is a block: a vk::BufferPointer goes
// inside a struct (DXC: "vk::push_constant attribute cannot be used on
// declarations with vk::BufferPointer type").
// SPIRV-ERROR: OSH0478
// WGSL-ERROR: OSH0478
struct Content { float a; };
[[vk::push_constant]] vk::BufferPointer<Content> buffer;
[numthreads(1, 1, 1)]
void main()
{
    buffer.Get().a = 1;
}
