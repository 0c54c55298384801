// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=512 init=0 expect=i*2
// 512 invocations per workgroup: more than WebGPU's default limit (256), so
// the device must be created with the adapter's limits.
RWStructuredBuffer<uint> o : register(u0);

[numthreads(8, 8, 8)]
void main(uint3 id : SV_DispatchThreadID, uint idx : SV_GroupIndex)
{
    o[idx] = (id.x + id.y * 8 + id.z * 64) * 2;
}
