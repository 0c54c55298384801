// ARGS: -T ps_6_0 -E main
struct S { float a; };
Texture2D tex;
float4 main(float4 pos : SV_Position) : SV_Target
{
    float3 v = float3(1, 2);
    S s;
    s.b = 1;
    float x = undefinedVar;
    v.q = 1;
    const int k = 3;
    k = 4;
    float2 t = tex;
    return pos
}
