// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=64 init=i expect="f32(f32(f32(i * 0.5) + 1.0) * f32(i * 0.25)) if i % 2 else f32(i - 3.0)"
// Expressions read as expressions: single-use pure values are inlined into
// their use (operators keep their parentheses).
RWStructuredBuffer<float> d : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = d[id.x];
    float r;
    if (id.x % 2)
        r = (x * 0.5 + 1.0) * (x * 0.25);
    else
        r = -(3.0 - x);
    d[id.x] = r;
}
