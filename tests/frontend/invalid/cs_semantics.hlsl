// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> o;

[numthreads(64, 32, 1)]
void main(float3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex, float4 c : COLOR0,
          float4 pos : SV_Position)
{
    o[gi] = tid.x + c.x + pos.x;
}
