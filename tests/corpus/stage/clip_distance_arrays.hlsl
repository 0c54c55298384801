// ARGS: -T vs_6_0 -E main
// WGSL-ERROR: OSH5202
// Clip distances declared as arrays of vectors are flattened into the one
// ClipDistance array, slices ordered by semantic index (an array does not
// take the next index): foo (SV_ClipDistance0) is elements 0-7 in the order
// foo[0].x, foo[0].y, foo[1].x, ...; bar (SV_ClipDistance1) is 8-13;
// float[14] in all.
struct VOut {
    float4 pos : SV_Position;
    float2 foo[4] : SV_ClipDistance0;
    float3 bar[2] : SV_ClipDistance1;
};
VOut main(float4 p : POSITION)
{
    VOut o;
    o.pos = p;
    for (int i = 0; i < 4; i++)
        o.foo[i] = float2(2 * i, 2 * i + 1);
    o.bar[0] = float3(8, 9, 10);
    o.bar[1] = p.xyz;
    return o;
}
