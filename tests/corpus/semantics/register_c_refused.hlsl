// ARGS: -T ps_6_0 -E main
// register(cN) on a global: DXC places it at offset N * 16 in $Globals
// (vk.layout.register-c.*.hlsl); this compiler lays $Globals out in
// declaration order, so the register is refused rather than ignored.
// EXPECT-ERROR: OSH0526
float4 a : register(c2);
float b;

float4 main() : SV_Target
{
    return a + b;
}
