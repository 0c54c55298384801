// ARGS: -T cs_6_0 -E main -HV 2021
// A static data member named through a template's instance, S<T>::value, as
// DXC takes it (spv.constant-folding.template.int64.hlsl); it was "expected
// '(' to begin the arguments, found '::'". Each instance has its own value
// of its own type: S<uint>::value = 7, S<float>::value = 7.5 (truncated to 7
// when stored as uint).
// Out = [7, 7, 14]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=3 expect="[7, 7, 14]"
RWStructuredBuffer<uint> Out : register(u0);

template <typename T> struct S {
    static const T value = (T)7.5;
};

[numthreads(1, 1, 1)]
void main() {
    Out[0] = S<uint>::value;
    Out[1] = (uint)S<float>::value;
    Out[2] = S<uint>::value + (uint)S<float>::value;
}
