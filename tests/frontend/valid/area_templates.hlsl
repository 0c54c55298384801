// ARGS: -T cs_6_0 -E main -HV 2021
// HLSL 2021 templates: function and struct templates, explicit and deduced
// arguments, non-type parameters, specialization-by-overload, member templates.
template <typename T> T maxOf(T a, T b) { return a > b ? a : b; }
template <typename T, uint N> T sumN(vector<T, N> v)
{
    T s = 0;
    for (uint i = 0; i < N; i++)
        s += v[i];
    return s;
}
template <typename T> struct Box
{
    T value;
    T get() { return value; }
};
template <typename T, int N> struct FixedArray
{
    T data[N];
    int size() { return N; }
};
template <typename A, typename B> B convertTo(A a) { return (B)a; }
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Box<float> b;
    b.value = 2;
    Box<int2> bi;
    bi.value = int2(1, 2);
    FixedArray<float, 3> fa;
    fa.data[0] = 1; fa.data[1] = 2; fa.data[2] = 3;
    float m = maxOf(1.0, 2.0) + maxOf<int>(3, 4) + (float)maxOf(uint(1), uint(2));
    float s = sumN(float3(1, 2, 3)) + sumN<int, 2>(int2(1, 2));
    Out[0] = m + s + b.get() + bi.get().y + fa.size() + fa.data[2] + convertTo<int, float>(5);
}
