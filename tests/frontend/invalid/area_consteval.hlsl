// ARGS: -T cs_6_0 -E main
static const int kNeg = -2;
uint dynamicSize;
groupshared float g1[kNeg];
groupshared float g2[dynamicSize];
static const uint kZero = 0;
RWStructuredBuffer<float> Out;
[numthreads(kZero, 1, 1)]
void main()
{
    switch (dynamicSize) { case 1: break; case 1: break; case dynamicSize: break; }
    Out[0] = g1[0] + g2[0];
}
