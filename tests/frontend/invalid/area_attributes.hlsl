// ARGS: -T cs_6_0 -E main
RWStructuredBuffer<float> Out;
[numthreads(1, 1)]
void main()
{
    [unroll("x")] for (int i = 0; i < 2; i++) Out[i] = 0;
    [nosuchattr] for (int j = 0; j < 2; j++) Out[j] = 1;
}
[numthreads(0, 1, 1)]
void other() {}
