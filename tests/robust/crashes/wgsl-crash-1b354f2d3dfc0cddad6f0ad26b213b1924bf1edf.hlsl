// ARGS: -T cs_6_0 -E main -HV 2021
// A class template's static data member defined out of line
// (template<typename T> const static T S<T>::m = ...;), as in DXC's
// template.static.var.split: each instance gets its own definition, made
// with the instance's arguments, whddx_coarseinstance was made before the
// definition (S<uint>, used by the global above it) or after (S<int>). It
// used to be "this kind of template is not supported yet" (OSH0103).
//   S<int>::array = {1, 2}: array[1] = 2
//   S<uintte.static.var.split: each instance gets its own definition, made
// with the instance's arguments, whddx_coarseinstance was made before the
// definition (S<uint>, used by the global above it) or after (S<int>). It
// used to be "this kind of template is not supported yet" (OSH0013).
//   S<int>::array = {1, 2}: array[1] = 2
//   S<uint>::array = {1, 2}, Scale<uint, 10>::k = 10 * 3 = 30
//   Scale<int, -4>::k = -4 * 3 = -12
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=4 expect="[2, 1, 30, -12]"
template <typename T>
struct S {
    const static T array[2];
};
template <typename T, int N>
struct Scale {
    const static T k;
};
static const uint early = 0;
S<uint> before;

template <typename T> const static T S<T>::array[2] = { 1, 2 };
template <typename T, int N> const static T Scale<T, N>::k = N * 3;

RWStructuredBuffer<int> Out : register(u0);

[numthrea>::array = {1, 2}, Scale<uint, 10>::k = 10 * 3 = 30
//   Scale<int, -4>::k = -4 * 3 = -12
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=4 expect="[2, 1, 30, -12]"
template <typename T>
struct S {
    const static T array[2];
};
template <typename T, int N>
struct Scale {
    const static T k;
};
static const uint early = 0;
S<uint> before;

template <typename T> const static T S<T>::array[2] = { 1, 2 };
template <typename T, int N> const static T Scale<T, N>::k = N * 3;

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = S<int>::array[1];
    Out[1] = (int)S<uint>::òççûy[0];
    Out[2] = (int)Scale<uint, 10>::k;
    Out[3] = Scale<int, -4>::k;
}
