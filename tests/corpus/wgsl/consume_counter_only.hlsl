// ARGS: -T ps_6_0 -E main
// TARGETS: wgsl
// WGSL-ERROR: OSH5202
// A Consume() whose value is never used leaves only the counter's atomic
// decrement: the counter buffer alone reaches the back end, which must still
// refuse append/consume buffers (it used to emit a reference to an
// undeclared counter variable). Found by tools/realshaders on DXC's
// cast.flat-conversion.array-to-vector test.
ConsumeStructuredBuffer<float4> Input : register(u0);

float4 main() : SV_Target
{
    Input.Consume();
    return 1.0;
}
