// ARGS: -T cs_6_0 -E main
// Runner self-test: compiled by glslangValidator, not by OneShader.
// DISPATCH: 4 1 1
// BUFFER: binding=0 type=u32 count=256 init=i expect=2*i+1
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2 + 1; }
