// ARGS: -T ps_6_0 -E main
float4 main(float4 p : SV_Position) : SV_Target
{
    float2 v = p.xq;
    float a = p.xyzwx;
    1 = a;
    p.xx = float2(1, 2);
    float b = (p.x > 0) ? p : 1;
    bool2 c = p.xy ? true : false;
    int i = 1 / 0;
    float4 arr[2] = { 1, 2, 3 };
    float m = p[4];
    return a ++ b;
}
