// ARGS: -T ps_6_0 -E main -fspv-preserve-interface
// -fspv-preserve-interface keeps the whole signature in OpEntryPoint, as
// DXC does: b (Location 1, kept anyway for the neighbouring stage), and the
// unused built-ins FragCoord and SampleId, whose SampleRateShading
// capability comes with it. Without the flag the two built-ins are dropped.
float4 main(float2 a : A, float3 b : B, float2 c : C, float4 pos : SV_Position,
            uint s : SV_SampleIndex) : SV_Target {
    return float4(a, c);
}
