// ARGS: -T cs_6_0 -E main
// A struct nested in D that derives from D while D is still being defined:
// D would hold E, which holds D (C++: "base class has incomplete type").
// It was an endless type that overflowed the stack (segfault, exit 139) in
// the release build; the front-end fuzzer found it.
struct D {
    struct E : D { int y; };
    E e;
};
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)]
void main() { D d = (D)0; o[0] = d.e.y; }
