// ARGS: -T vs_6_0 -E main
// WGSL-ERROR: OSH5202
// An array of matrices as a stage variable: one Location variable a row of
// every element, as DXC numbers them (vk.location.composite.hlsl): m
// (float2x3[2]) takes Locations 0-3 (m[0] rows 0-1, m[1] rows 2-3), d
// (double2x3[2], 64-bit 3-vectors take two each) 4, 6, 8, 10, and k 12;
// the output o (float3x2[2]) 0-5.
struct VOut {
    float4 pos : SV_Position;
    float3x2 o[2] : O;
};
VOut main(float2x3 m[2] : M, double2x3 d[2] : D, float4 k : K)
{
    VOut r;
    r.pos = k + float4(m[1][0], (float)d[1][1].z);
    r.o[0] = transpose(m[0]);
    r.o[1] = transpose(m[1]) + (float3x2)transpose(d[0]);
    return r;
}
