// ARGS: -T ps_6_0 -E main
// A coordinate shorter than the texture's is refused, as DXC refuses it:
// HLSL extends no vector implicitly (uint2 to uint3 has no conversion).
// EXPECT-ERROR: OSH0301
Texture2DArray<float4> T;
RWTexture2DArray<float4> R;
Texture2DMSArray<float4> M;

float4 main(uint2 c : C) : SV_Target {
    return T[c] + R[c] + T.mips[0][c] + M.sample[0][c];
}
