// ARGS: -T ps_6_0 -E main
// Root cause: an entry-point parameter marked `uniform` (legacy HLSL: it is a
// constant supplied by the application, placed in the $Params/$Globals
// constant buffer by FXC/DXC) is treated as a stage input with no semantic.
// Found by a probe written in the style of older engine shaders; rare in the
// collection (0 of 117), so low priority.
// Expected: accepted, the parameter becomes a member of the global constant
// buffer; at minimum a diagnostic that names `uniform` instead of
// "semantic '(none)'".
// Actual: -fsyntax-only passes; -spirv and -wgsl give OSH0506 "semantic
// '(none)' is not supported for pixel".
// Now (session 11): DXC decides, and its SPIR-V path makes a uniform entry
// parameter a stage input (spirv.entry-function.inout.hlsl), so this one is
// an input at the next Location, with OSH0444 for its missing semantic.
float4 main(float2 uv : TEXCOORD0, uniform float bias) : SV_Target
{
    return float4(uv, bias, 1);
}
