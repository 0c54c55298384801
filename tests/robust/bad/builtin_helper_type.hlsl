// ARGS: -T ps_6_0 -E main
// HelperInvocation is a bool: an int input would be an invalid BuiltIn variable.
float4 main([[vk::builtin("HelperInvocation")]] int helper : HELPER) : SV_Target
{
    return helper;
}
