// ARGS: -T cs_6_0 -E main -wgsl
// A tail array indexed past the end of the whole uniform buffer (32 bytes:
// tail[1] would be at 32): WGSL
// refuses a constant index outside a fixed-size array.
struct T { uint a; uint tail[1]; };
cbuffer C { T t; };
RWStructuredBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() {
    o[0] = t.tail[1];
}
