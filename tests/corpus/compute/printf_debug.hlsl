// ARGS: -T cs_6_0 -E main
// printf (debug printf, SaschaWillems debugprintf/toon.vert): an OpString of
// the format and OpExtInst NonSemantic.DebugPrintf 1 with the values
// (extension SPV_KHR_non_semantic_info), as DXC emits; a bool goes as uint.
// A driver without the debug-printf layer ignores it: the run checks the
// shader still works around it. It was OSH0500. WGSL has no printf: the
// call is dropped with a warning (OSH5210), and the run under Dawn checks
// the rest of the shader still works.
// WGSL-WARNING: OSH5210
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 expect="[i * 3 for i in range(8)]"
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float f = id.x * 0.5;
    printf("thread %u: f = %f, xy = %v2u, odd = %u", id.x, f, id.xy, (id.x & 1) != 0);
    Out[id.x] = id.x * 3;
}
