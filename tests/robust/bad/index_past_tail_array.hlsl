// ARGS: -T cs_6_0 -E main
// Only a one-element array that is its struct's last field may be indexed
// past its end (DXC's tail-padded exception); a longer one, or one with a
// field after it, may not.
struct A { uint two[2]; };
struct B { uint one[1]; uint after; };
cbuffer C { A a; B b; };
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    o[0] = a.two[2];
    o[1] = b.one[1];
}
