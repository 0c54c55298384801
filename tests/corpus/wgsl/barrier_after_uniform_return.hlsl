// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=64 init=i expect=63-i
// BUFFER: binding=1 kind=uniform type=u32 count=4 init=[64, 0, 0, 0]
// A barrier after an early return whose condition is the same for the whole
// workgroup (a constant buffer value): valid WGSL, no error.
RWStructuredBuffer<float> data : register(u0);
cbuffer Params : register(b1) { uint count; };
groupshared float tile[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lid : SV_GroupThreadID)
{
    if (count == 0)
        return;
    tile[lid.x] = data[id.x];
    GroupMemoryBarrierWithGroupSync();
    data[id.x] = tile[63 - lid.x];
}
