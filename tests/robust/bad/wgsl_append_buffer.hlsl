// ARGS: -T cs_6_0 -E main -wgsl
AppendStructuredBuffer<float> outq : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    outq.Append(1.0);
}
