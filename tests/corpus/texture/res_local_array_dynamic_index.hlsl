// ARGS: -T ps_6_0 -E main
// A local array of resources whose elements were assigned one by one from
// different globals, indexed at run time: no single global array can be
// named (DXC's legalization fails the same way), so OSH0505 at the use,
// with a note at the index.
// EXPECT-ERROR: OSH0505
Texture2D gA : register(t0);
Texture2D gB : register(t1);
SamplerState gSmp : register(s4);

float4 main(float2 uv : TEXCOORD0, nointerpolation uint i : INDEX) : SV_Target
{
    Texture2D pair[2];
    pair[0] = gA;
    pair[1] = gB;
    return pair[i].Sample(gSmp, uv);
}
