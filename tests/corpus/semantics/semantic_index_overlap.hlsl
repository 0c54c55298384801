// ARGS: -T vs_6_0 -E main
// An array at TEXCOORD2 spans two locations, and a later member is written
// as TEXCOORD3. DXC accepts it (only the semantics as written must differ)
// and assigns locations in declaration order: c at 0 and 1, v at 2.
struct VSOut {
    float4 p : SV_Position;
    float3 c[2] : TEXCOORD2;
    float3 v : TEXCOORD3;
};

VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.p = p;
    o.c[0] = p.xyz;
    o.c[1] = p.yzx;
    o.v = p.zxy;
    return o;
}
