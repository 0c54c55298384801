// ARGS: -T ps_6_0 -E main
// A typed buffer holds texels: a struct has no Vulkan format (DXC refuses it too).
struct Pair { float a; float b; };
Buffer<Pair> pairs : register(t0);
float4 main() : SV_Target
{
    return pairs[0].a;
}
