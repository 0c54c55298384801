// ARGS: -T cs_6_0 -E main
struct Particle { float3 pos; float3 vel; };
struct Particle { float4 posAndMass; };
RWStructuredBuffer<Particle> buf : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x].pos += buf[id.x].vel;
}
