// ARGS: -T cs_6_0 -E main -HV 2021
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=14 expect=[1, 2, 3, 4, 7, 50, 507, 3005, 0, 1, 49, 6, 7, 3]
// Class template partial and explicit specializations, chosen by the most
// specialized match (DXC's template.class.partial.specialization.hlsl), and
// variable templates with a partial specialization (DXC's var.template.hlsl).
// Pick<T, N>, with v = 5 in each instance:
//   Pick<float, 2>   the primary:                kind 1, get() = 5 + 2 = 7
//   Pick<uint, 1>    Pick<T, 1>:                 kind 2, get() = 5 * 10 = 50
//   Pick<int, 1>     Pick<int, 1> (explicit), more specialized than Pick<T, 1>:
//                                                kind 3, get() = 5 * 100 + 7 = 507
//   Pick<float3, 1>  Pick<vector<T, M>, 1>, more specialized than Pick<T, 1>:
//                                                kind 4, get() = 5 + 3 * 1000 = 3005
// same_v<A, B> is 0, same_v<A, A> 1: same_v<int, uint> = 0, same_v<float2,
// float2> = 1; sq<7> = 7 * 7 = 49; cells<float3x2>() = 3 * 2 = 6 through
// dims<matrix<T, R, C> >, the only definition of dims. Late<T>::x, defined
// out of line after Late<float2> (its specialization, which has no x) was
// made: Late<int>::x + Late<float2>::y = 3 + 4 = 7. Depth<Depth<T> > counts
// the nesting, its own instances made inner first (D for Depth): D<D<D<D<int>>>>::n =
// D<D<D<int>>>::n + 1 = D<D<int>>::n + 2 = Depth<int>::n + 3 = 3.
template <typename T, uint N>
struct Pick {
    static const uint kind = 1;
    uint v;
    uint get() { return v + N; }
};
template <typename T>
struct Pick<T, 1> {
    static const uint kind = 2;
    uint v;
    uint get() { return v * 10; }
};
template <>
struct Pick<int, 1> {
    static const uint kind = 3;
    uint v;
    uint get() { return v * 100 + 7; }
};
template <typename T, uint M>
struct Pick<vector<T, M>, 1> {
    static const uint kind = 4;
    uint v;
    uint get() { return v + M * 1000; }
};

template <class A, class B>
static const uint same_v = 0;
template <class A>
static const uint same_v<A, A> = 1;
template <uint N>
static const uint sq = N * N;

template <typename M>
struct dims;
template <typename T, int R, int C>
struct dims<matrix<T, R, C> > {
    static const uint rows = R;
    static const uint cols = C;
};
template <typename M>
uint cells() { return dims<M>::rows * dims<M>::cols; }

template <typename T>
struct Late { static const uint x; };
template <typename T>
struct Late<vector<T, 2> > { static const uint y = 4; };
static const uint late_y = Late<float2>::y;
template <typename T>
const uint Late<T>::x = 3;

template <typename T>
struct Depth { static const uint n = 0; };
template <typename T>
struct Depth<Depth<T> > { static const uint n = Depth<T>::n + 1; };

RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    o[0] = Pick<float, 2>::kind;
    o[1] = Pick<uint, 1>::kind;
    o[2] = Pick<int, 1>::kind;
    o[3] = Pick<float3, 1>::kind;
    Pick<float, 2> a;
    a.v = 5;
    Pick<uint, 1> b;
    b.v = 5;
    Pick<int, 1> c;
    c.v = 5;
    Pick<float3, 1> d;
    d.v = 5;
    o[4] = a.get();
    o[5] = b.get();
    o[6] = c.get();
    o[7] = d.get();
    o[8] = same_v<int, uint>;
    o[9] = same_v<float2, float2>;
    o[10] = sq<7>;
    o[11] = cells<float3x2>();
    o[12] = Late<int>::x + late_y;
    o[13] = Depth<Depth<Depth<Depth<int> > > >::n;
}
