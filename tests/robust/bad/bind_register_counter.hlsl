// ARGS: -T cs_6_0 -E main -fvk-bind-register u1 0 3 0
// The counter of a RW structured buffer has no register of its own to map.
RWStructuredBuffer<uint> items : register(u1);
[numthreads(1, 1, 1)]
void main()
{
    items[items.IncrementCounter()] = 7;
}
