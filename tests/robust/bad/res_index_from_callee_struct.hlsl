// ARGS: -T cs_6_0 -E main
// A struct returned by a function holds an element of a resource array at an
// index the function computed (kajiya's rt/gbuffer.rchit.hlsl): the caller
// cannot name that index, and the module once used the callee's id there
// (invalid SPIR-V). Refused until the index can travel back.
Texture2D texs[] : register(t0);
SamplerState s : register(s0);
RWStructuredBuffer<float4> o : register(u0);
struct T { Texture2D tex; float lod; };
T pick(uint i) { T r; r.tex = texs[NonUniformResourceIndex(i)]; r.lod = 0; return r; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    T t = pick(id.x);
    o[0] = t.tex.SampleLevel(s, 0.5, t.lod);
}
