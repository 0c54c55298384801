// ARGS: -T cs_6_0 -E main -HV 2021
// Explicit template arguments on an intrinsic (DXC refuses them too): one
// diagnostic at the intrinsic's name, whatever the arguments look like, and
// nothing more for the rest of the statement or the ones after it.
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float x = o[0];
    o[1] = sqrt<float>(x);
    o[2] = max<float, 2>(x, 1.0) + 1.0;
    o[3] = lerp<vector<float, 1> >(x, x, 0.5).x;
    o[4] = abs<int>(-1) + clamp<float>(x, 0.0, 1.0);
    o[5] = sqrt(x) + max(x, 1.0);
}
