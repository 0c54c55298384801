// ARGS: -T cs_6_0 -E main
// packoffset puts `b` (c1.y: byte 20) inside `a` (c1, a float4: bytes 16
// to 31); SPIR-V forbids overlapping members, so this is refused (OSH0575),
// not emitted as a module spirv-val rejects. Found by the spirv fuzzer.
cbuffer C : register(b0) {
    float4 a : packoffset(c1);
    float b : packoffset(c1.y);
};
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = a.x + b; }
