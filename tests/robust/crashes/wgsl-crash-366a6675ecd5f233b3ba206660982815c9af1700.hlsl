// ARGS: -T cs_6_0 -E main -HV 2021
template <typename T>
T sq(T x) { return x * x; }

template <typename T, uint N>
T sumv(vector<T, N> v)
{
    T s = 0;
    for (uint i = 0; i < N; i++)
        s += v[i];
    return s;
}

template <typename T, int R, int C>
matrix<T, C, R> transposeT(matrix<T, R, C> m) { return transpose(m); }

template <typename T, uint N>
T sumArr(T a[N])
{
    T s = (T)0;
    for (uint i = 0; i < N; i++)
        s += a[i];
    return s;
}

template <typename T>
struct Pair
{
    T first;
    T second;
    T sum() { return first + second; }
};

template <typename T>
T pairSum(Pair<T> p) { return p.first + p.second; }

template <typename T>
T loadElem(StructuredBuffer<T> b, uint i) { return b[i]; }

template <bool B>
float pick(float a, float b) { return B ? a : b; }

template <typename T, typename U = float>
U convertTo(T v) { return (U)v; }

template <typename T>
struct Box { T v; };

template <typename T>
T unbox(Box<Pair<T> > b) { return b.v.first; }

template <typename T>
struct V
{
    T x;
    V<T> add(V<T> o) { V<T> r; r.x = x + o.x; return r; }
    V scale(T k) { V r; r.x = x * k; return r; }
};

StructuredBuffer<float4> gData;
RWStructuredBuffer<float> gOut;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a = sq(2.0f);
    int b = sq(3);
    float3 c = sq(float3(1, 2, 3));
    float s3 = sumv(c);
    int s2 = sumv(int2(1, 2));
    float2x3 m = float2x3(1, 2, 3, 4, 5, 6);
    float3x2 mt = transposeT(m);
    float arr[4] = { 1, 2, 3, 4 };
    float sa = sumArr(arr);
    Pair<float> p;
    p.first = 1;
    p.second = 2;
    float ps = pairSum(p) + p.sum();
    float4 e = loadElem(gData, id.x);
    float pk = pick<true>(1, 2) + pick<false>(3, 4);
    float cv = convertTo(3) + convertTo<int, float>(4) + (float)convertTo<float, int>(5.5);
    Box<Pair<float> > bx;
    bx.v = p;
    float ub = unbox(bx);
    V<float> va;
    va.x = 1;
    ub += va.add(va).scale(2).x;
    gOut[id.x] = a + b + c.x + s3 + s2 + mt[0][1] + sa + ps + e.x + pk + cv + ub + sq<float>(2);
}
