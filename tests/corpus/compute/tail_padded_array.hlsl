// ARGS: -T cs_6_0 -E main
// A one-element array that is the last field of its struct may be indexed
// past its end with a constant, as DXC takes it from C's flexible-array
// idiom (vk.layout.cbuffer.boolean.hlsl reads t.boolArray[2]); it was
// OSH0315. The element lies in the buffer after the struct: T is
// {a at 0, tail[0] at 16} and next starts at 32 (a struct in a cbuffer is
// rounded to 16 bytes), which is where tail[1] is (array stride 16).
// Uniform words: 5 at 0, 7 at 16, 9 at 32, 11 at 36.
// Out = { tail[0], tail[1], next.y, a } = { 7, 9, 11, 5 }
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=u32 init="[5, 0, 0, 0, 7, 0, 0, 0, 9, 11, 0, 0]"
// BUFFER: binding=1 type=u32 count=4 expect="[7, 9, 11, 5]"
struct T {
    uint a;
    uint tail[1];
};
cbuffer C {
    T t;
    uint4 next;
};
RWStructuredBuffer<uint> Out;

[numthreads(1, 1, 1)]
void main() {
    Out[0] = t.tail[0];
    Out[1] = t.tail[1];
    Out[2] = next.y;
    Out[3] = t.a;
}
