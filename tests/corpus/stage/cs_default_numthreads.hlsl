// ARGS: -T cs_6_0 -E main -HV 2018
// EXPECT-WARNING: OSH0446
// DISPATCH: 4 1 1
// BUFFER: binding=0 count=8 expect="i + 7 if i < 4 else 0"
// A compute shader without [numthreads] in HLSL 2018 (glslang's dialect):
// glslang's default, LocalSize 1 1 1, with the warning OSH0446 (DXC, and
// this compiler with -HV 2021, refuse it: robust/bad/missing_numthreads).
RWStructuredBuffer<uint> buf : register(u0);
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = id.x + 7;
}
