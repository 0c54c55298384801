// ARGS: -T cs_6_0 -E main -WX
// A non-void function that can reach its end without a return: warning
// OSH0404 (an error under -WX) at the function name, as clang's -Wreturn-type.
RWStructuredBuffer<float> buf : register(u0);
float pick(uint i)
{
    if (i > 4)
        return 1.0;
}
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    buf[id.x] = pick(id.x);
}
