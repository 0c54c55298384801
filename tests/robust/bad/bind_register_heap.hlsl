// ARGS: -T ps_6_8 -E main -fvk-bind-register s10 0 10 0
// -fvk-bind-register binds every resource by hand: a descriptor heap the
// entry point uses needs -fvk-bind-resource-heap too, as DXC says
// (vk.binding.cl.register.missing-heap.hlsl).
SamplerState Sampler : register(s10);
float4 main() : SV_Target {
    Texture2D Texture = ResourceDescriptorHeap[0];
    return Texture.Sample(Sampler, float2(0.1, 0.2));
}
