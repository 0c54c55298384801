// ARGS: -T cs_6_0 -E main
// Input attachments are read at the current fragment: no other stage has one.
[[vk::input_attachment_index(0)]] SubpassInput<float4> gbuffer;
RWStructuredBuffer<float4> result : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    result[0] = gbuffer.SubpassLoad();
}
