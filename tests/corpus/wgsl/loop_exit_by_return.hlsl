// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=64 init=i expect="i + (10 - i % 10 if i % 10 else 0)"
// A `for (;;)` left only through `return`: valid WGSL as it is (its
// behaviour is {Return}); no extra break is added.
RWStructuredBuffer<uint> o : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = o[id.x];
    for (;;) {
        if (v % 10 == 0) {
            o[id.x] = v;
            return;
        }
        v++;
    }
}
