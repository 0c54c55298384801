// ARGS: -T ps_6_1 -E main
// Built-in inputs of the signature stay in the entry's interface when the
// shader never reads them, as DXC keeps them: PrimitiveId and ViewIndex
// (with the MultiView capability) appear although only the colour is used.
float4 main(float4 c : COLOR, uint prim : SV_PrimitiveID, uint view : SV_ViewID) : SV_Target
{
    return c;
}
