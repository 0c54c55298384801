// ARGS: -T ps_6_0 -E main -HV 2018
// Root cause: with -HV 2018 the ?: operator is per component and its
// condition may be a bool matrix (the vector case works). Seen in DXC's
// CodeGenSPIRV test ternary-op.cond-op (RUN line -HV 2018; DXC selects row
// by row). Expected: compiles. Actual: OSH0316 "condition of type 'bool2x2'
// is not a scalar". Phase: hlsl sema (+ lower: select per row).
float4 main(float4 c : C) : SV_Target {
    bool2x2 k = bool2x2(c > 0.5);
    float2x2 a = float2x2(c), b = float2x2(c.wzyx);
    float2x2 r = k ? a : b;
    return float4(r[0], r[1]);
}
