// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH0522
// A rasterizer ordered view in a shader that reads SV_SampleIndex (it runs
// per sample): the interlock is per sample (FragmentShaderSampleInterlockEXT,
// SampleInterlockOrderedEXT), as DXC's
// op.rasterizer-ordered-views.access.sample.hlsl.
struct In {
    float4 p : SV_Position;
    uint s : SV_SampleIndex;
};
RasterizerOrderedBuffer<float> b : register(u0);

void main(In i)
{
    uint k = (uint(i.p.y) * 64 + uint(i.p.x)) * 4 + i.s;
    b[k] = b[k] + 1;
}
