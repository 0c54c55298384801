// ARGS: -T cs_6_0 -E main -HV 2021
// Constant evaluation: static const arithmetic, array sizes, numthreads
// arguments, template arguments, enum values, sizeof-free shifts and casts.
static const uint kBase = 4;
static const uint kGroup = kBase * 2;
static const int kNeg = -(int)kBase + 10;
static const float kF = 1.5 * 2;
static const uint kSize = (uint)kF + (kBase << 1) - (kGroup >> 2) + (kBase % 3) + (true ? 1 : 0);
static const bool kFlag = kSize > 10 && kNeg == 6;
enum { kEnumSize = kBase + 2 };
static const uint kArr[3] = { 1, 2, 3 };
groupshared float cache[kSize][kEnumSize];
template <uint N> uint times(uint x) { return x * N; }
template <typename T, uint N> struct Holder { T items[N]; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(kGroup, kBase / 2, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float local[kBase + kEnumSize];
    Holder<float, kBase * 2> h;
    h.items[kBase * 2 - 1] = 1;
    local[kBase + kEnumSize - 1] = kFlag ? 1 : 0;
    cache[0][0] = local[9] + h.items[7] + times<kGroup>(1) + kArr[2];
    Out[id.x] = cache[0][0];
}
