// ARGS: -T cs_6_0 -E main
// Statement attributes in C++11 brackets, [[unroll]] and [[loop]], as DXC
// takes them (max_id.hlsl's [[unroll]] for); they were parsed as a
// declaration's attributes ("expected a type, found 'for'").
// Out[i] = i for i < 8 (the unrolled loop), then Out[8] = 0 + 1 + ... + 7 = 28.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=9 expect="[0, 1, 2, 3, 4, 5, 6, 7, 28]"
RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    [[unroll]]
    for (int i = 0; i < 8; i++)
        Out[i] = i;
    int sum = 0;
    [[loop]] for (int j = 0; j < 8; j++)
        sum += Out[j];
    Out[8] = sum;
}
