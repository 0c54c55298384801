// ARGS: -T cs_6_0 -E main -fspv-max-id 8
// -fspv-max-id 8: this module needs more than 8 ids (its types, constants,
// the buffer, the built-in, the function and its instructions), so the
// compilation fails with OSH5013 at the entry point and writes nothing.
RWStructuredBuffer<uint> data : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    data[id.x] = id.x * 3 + 1;
}
