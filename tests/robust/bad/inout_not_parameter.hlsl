// ARGS: -T ps_6_0 -E main
// in, out and inout qualify parameters only (glslang's hlsl.inoutquals.negative.frag):
// a global, a struct field and a local with one are refused; the parameters are fine.
in float invalid1;
in out float invalid2;
inout float invalid3;
out float invalid4;
struct S { in float f; };
float4 main(in float4 p : SV_Position, out float d : D) : SV_Target { out float l = 1; d = l; return p; }
