Texture2D<float4> tex : register(t0);
SamplerState smp : register(s1);
struct PSOut { float4 c : SV_Target0; uint id : SV_Target1; };
PSOut main(float4 pos : SV_Position, float2 uv : TEXCOORD0, uint id : ID) {
    PSOut o;
    o.c = tex.Sample(smp, uv) + tex.Load(int3(0, 0, 0)) * 0.0;
    clip(o.c.a - 0.5);
    o.id = id + (uint)pos.x;
    return o;
}
