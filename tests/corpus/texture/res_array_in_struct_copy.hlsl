// ARGS: -T ps_6_0 -E main
// Resource arrays held in struct members (DXC test
// binary-op.assign.opaque.array; was tests/regress/
// resource_array_in_struct_copy.hlsl): whole global arrays assigned to
// members, a local array initialized from a member and indexed with a
// constant, a nested member copied into a local array indexed at run time
// (one global array: fine), and a local array passed to a function.
// WebGPU has no resource arrays.
// WGSL-ERROR: OSH5202
Texture2D    gTex[1] : register(t0);
SamplerState gSmp[2] : register(s1);

struct Samplers {
    SamplerState smp[2];
};

struct Res {
    Texture2D tex[1];
    Samplers  samplers;
};

float4 doSample(Texture2D t, SamplerState s[2], uint k, float2 uv) { return t.Sample(s[k], uv); }

float4 main(float2 uv : TEXCOORD0, nointerpolation uint i : INDEX) : SV_Target
{
    Res r;
    r.tex = gTex;
    r.samplers.smp = gSmp;
    Texture2D local[1] = r.tex;
    SamplerState smps[2];
    smps = r.samplers.smp;
    float4 c = local[0].Sample(r.samplers.smp[1], uv);   // gTex[0], gSmp[1]
    c += local[0].Sample(smps[i], uv);                   // gSmp[i]
    c += doSample(r.tex[0], smps, i, uv);
    return c;
}
