// ARGS: -T cs_6_0 -E main -HV 2021
// An alias declared const makes what it declares const, as in C++ (DXC's
// inline-spirv/workgroupspirvpointer.const: vk::WorkgroupSpirvPointer<T> is
// such an alias): each assignment below is refused.
typedef const int CI;
using CJ = const uint;
template <class T> using CT = const T;
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)]
void main()
{
    CI a = 1;
    a = 2;
    CJ b = 3;
    b += 4;
    CT<float> c = 5;
    c = 6;
    o[0] = a + b + c;
}
