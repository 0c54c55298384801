// ARGS: -T cs_6_6 -E main
// Inline SPIR-V (ext_instruction/capability/extension/decorate*/execution_mode,
// ext_reference). The heaps, vk::SampledTexture*, vk::BufferPointer and
// vk::ext_literal have their own files (area_sm66_heaps, area_vk_*).
struct Data { float4 v; };
[[vk::ext_instruction(/* OpIAdd */ 128)]]
uint iadd(uint a, uint b);
[[vk::ext_capability(/* Int64 */ 11)]]
[[vk::ext_extension("SPV_KHR_shader_clock")]]
[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]
uint64_t readClock(uint scope);
[[vk::ext_decorate(/* RelaxedPrecision */ 0)]] static float decorated = 1;
[[vk::ext_decorate_string(/* UserSemantic */ 5635, "hello")]] static float decoratedStr = 2;
[[vk::ext_decorate_id(/* AlignmentId */ 46, 4)]] static float decoratedId = 3;
[[vk::ext_instruction(/* OpStore */ 62)]]
void storeRef([[vk::ext_reference]] float ptr, float value);
RWStructuredBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)]
[[vk::ext_execution_mode(/* LocalSizeHint */ 4, 1, 1, 1)]]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = 0;
    float tmp = 0;
    storeRef(tmp, 4.0);
    Out[0] = c + iadd(1, 2) + (float)readClock(3) + decorated + decoratedStr + decoratedId + tmp;
}
