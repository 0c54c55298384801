// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// WGSL-ERROR: OSH5202
// WebGPU vertex shaders may only read storage buffers (and storage
// textures): a vertex shader that writes an RWStructuredBuffer is refused
// with OSH5202 instead of emitting a read_write storage buffer Tint rejects.
// Found by tools/realshaders on DXC's oo.struct.method test.
RWStructuredBuffer<uint> Counter : register(u0);
StructuredBuffer<float4> Positions : register(t1);

float4 main(uint vid : SV_VertexID) : SV_Position
{
    Counter[vid] = vid + 1;
    return Positions[vid];
}
