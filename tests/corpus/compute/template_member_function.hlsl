// ARGS: -T cs_6_0 -E main -HV 2021
// Member function templates, called with explicit arguments
// (obj.f<T>(...)), from a derived struct and from another member template,
// as in DXC's use.rvalue.for.member-expr.of.array-subscript. Each instance
// is a method of the struct. It used to be "no member named 'get'".
// b.h = 5:
//   b.get<uint>(2) = 5 + 2 = 7
//   b.scaled<uint, 3>(4) = 4 * 3 + get<uint>(0) = 12 + 5 = 17
//   (uint)b.get<float>(1) = 6
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=3 expect="[7, 17, 6]"
RWStructuredBuffer<uint> Out : register(u0);

struct Base {
    uint h;
    template <typename T>
    T get(uint i) { return (T)(h + i); }
};

struct Derived : Base {
    template <typename T, int N>
    T scaled(T v) { return v * N + get<T>(0); }
};

[numthreads(1, 1, 1)]
void main() {
    Derived b;
    b.h = 5;
    Out[0] = b.get<uint>(2);
    Out[1] = b.scaled<uint, 3>(4);
    Out[2] = (uint)b.get<float>(1);
}
