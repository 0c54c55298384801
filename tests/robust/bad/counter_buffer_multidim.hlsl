// ARGS: -T cs_6_0 -E main
// A flattened 2x2 array of counter-carrying buffers would need one counter per buffer.
RWStructuredBuffer<uint> grid[2][2] : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    grid[id.x][id.y].IncrementCounter();
}
