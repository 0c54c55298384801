// ARGS: -T ps_6_0 -E main
float5 a;
vector<float, 5> b;
matrix<float, 0, 2> c;
int arr[0];
float2x2 m;
float4 main() : SV_Target
{
    float v = m._m22;
    float w = m._33;
    float3 s = float3(1, 2, 3).xyzw;
    float q = arr[-1];
    float16_t h = 1;
    return v;
}
