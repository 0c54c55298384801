// ARGS: -T cs_6_0 -E main
// typedef and using, of scalars, vectors, arrays, structs, resources, templates.
typedef float real;
typedef float4 real4;
typedef vector<real, 3> real3;
typedef float Arr4[4];
typedef struct { float a; } Anon;
typedef struct Named { int n; } NamedT;
using uint_t = uint;
using Buf = RWStructuredBuffer<float>;
typedef const real creal;
Buf Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    real r = 1;
    real4 r4 = r;
    real3 r3 = r4.xyz;
    Arr4 a = { 1, 2, 3, 4 };
    Anon an = { 5 };
    NamedT nt = { 6 };
    Named nn = nt;
    uint_t u = 7;
    creal c = 2;
    int2 v2 = int2(1, 2);
    typedef int LocalInt;
    LocalInt li = 3;
    Out[0] = r + r4.w + r3.y + a[3] + an.a + nn.n + u + c + v2.y + li;
}
