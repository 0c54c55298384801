// ARGS: -T cs_6_0 -E main -HV 2021
struct Plain { int x; };
template <> struct Plain<int> { int y; };
template <typename T> T twice(T x) { return x * 2; }
template <> struct twice<int> { int y; };
template <typename A, typename B> struct Amb { static const int v = 0; };
template <typename T> struct Amb<T, int> { static const int v = 1; };
template <typename T> struct Amb<int, T> { static const int v = 2; };
template <typename T, typename U> struct Amb<T, T> { static const int v = 3; };
template <> static const int Amb<float> = 1;
template <typename T> static const int zero = 0;
template <> struct zero<int> { int y; };
template <typename T> static const int zero = 1;
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)]
void main()
{
    o[0] = Amb<int, int>::v;
    o[1] = Amb<float, int>::v + Amb<int, float>::v + Amb<float, float>::v;
    o[2] = zero<int> + zero;
}
