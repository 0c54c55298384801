// ARGS: -T cs_6_0 -E main -O0 -fspv-target-env=vulkan1.2
// TARGETS: spirv
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect="[6, 7, 12, 3]"
// Inline SPIR-V decorations (¯kept at -O0, where functions stay): Coherent on
// the buffer (23), RelaxedPrecision on a function (0) and Aliased on its
// parameter (20: on the memory holding it, the in parameter's copy, as DXC's
// parameters are pointers), Aliased on a local (which then stays a variable), a
// UserSemantic string (5635) on a private global, and an OpDecorateId
// (UniformId, 27) whose operand is a constant. None changes what runs:
// out = {2 * 3, 7, 4 * 3, 3}. UniformId is SPIR-V 1.4's: the shader names
// vulkan1.2 (before 1.4 the decoration is refused, OSH0594).
[[vk::ext_decorate(/* Coherent */ 23)]]
RWStructuredBuffer<uint> output : register(u0);

[[vk::ext_decorate_string(/* UserSemantic */ 5634, "scale factor")]]
static uint scale = 3;

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
[noinline] uint times_scale([[vk::ext_decorate(/* Aliased */ 20)]] uint v) { return v * scale; }

[numthreads(1, 1, 1)]
void main()
{
    [[vk::ext_decorate(/* Aliased */ 20)]] uint x = 7;
    [[vk::ext_decorate_id(/* UniformId */ 27, /* Subgroup scope */ 3)]] uint y = 4;
    output[0] = times_scale(2);
    output[1] = x;
    output[2] = times_scale(y);
    output[3] = scale;
}
