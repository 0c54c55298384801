// ARGS: -T ps_6_0 -E main
// Root cause: resources copied into a local struct member / local array and
// read back (DXC test binary-op.assign.opaque.array). The lowering cannot
// trace which global a resource value refers to once it goes through a local
// aggregate.
// Expected: compiles (DXC loads each element and rebuilds the local array;
// after inlining every use resolves to a global), SPIR-V and WGSL valid.
// Actual: OSH0505 "cannot resolve which resource 'expression' refers to at
// compile time".
Texture2D    gTex[1];
SamplerState gSmp[2];

struct Res {
    Texture2D tex[1];
    SamplerState smp[2];
};

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    Res r;
    r.tex = gTex;
    r.smp = gSmp;
    Texture2D local[1] = r.tex;
    return local[0].Sample(r.smp[1], uv);
}
