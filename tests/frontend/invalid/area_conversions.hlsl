// ARGS: -T ps_6_0 -E main
struct S { float a; };
struct T { float4 b; };
float take(S s) { return s.a; }
float4 main(float4 p : SV_Position) : SV_Target
{
    float3 v3 = p;
    float4 v4 = v3;
    S s = 1;
    T t = (T)s;
    float f = take(2);
    Texture2D tex;
    float g = tex;
    return f;
}
