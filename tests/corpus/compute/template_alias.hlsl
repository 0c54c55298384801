// ARGS: -T cs_6_0 -E main -HV 2021
// Alias templates (template<...> using X = type;) and a value parameter
// typed by an earlier type parameter (template<class T, T v>), as in
// DXC's type.type-alias.template and type.enum.templated. Both used to
// be refused (OSH0013, OSH0202); so was a statement that names a member of
// a template's instance (type.template.struct.template-instance), parsed
// as a declaration. By hand:
//   integral_constant<int, -7>::value = -7
//   bool_constant<true>::value = true -> 1; bool_constant<false> -> 0
//   Vec3<int> v = {1, 2, 3}: v.z = 3
//   integral_constant<uint, 4000000000> u: u.value / 1000000000 = 4
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=5 expect="[-7, 1, 0, 3, 4]"
template <class T, T v>
struct integral_constant {
    static const T value = v;
};
template <bool b>
using bool_constant = integral_constant<bool, b>;
template <typename T>
using Vec3 = vector<T, 3>;

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    integral_constant<int, 1>::value;
    Out[0] = integral_constant<int, -7>::value;
    bool_constant<true> t;
    Out[1] = t.value ? 1 : 0;
    Out[2] = bool_constant<false>::value ? 1 : 0;
    Vec3<int> v = {1, 2, 3};
    Out[3] = v.z;
    integral_constant<uint, 4000000000> u;
    Out[4] = (int)(u.value / 1000000000);
}
