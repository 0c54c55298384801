// ARGS: -T cs_6_0 -E main
// A structured buffer of a struct holding a struct array and a uint2:
// Inner {a, b} (8 bytes); Outer {id 0, in[2] at 4 and 12, tail (uint2,
// 8-aligned) at 24}; stride 32 (8 words, word 5 is padding).
// In holds 100*j + word in element j. Thread j copies element j to Out with
// in[0] and in[1] swapped and tail.y += 1, and writes in[j % 2].b to R.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=src count=32 init="100 * (i // 8) + i % 8"
// BUFFER: binding=1 count=32 expect="[[100 * j, 100 * j + 3, 100 * j + 4, 100 * j + 1, 100 * j + 2, 0, 100 * j + 6, 100 * j + 8][k] for j in range(4) for k in range(8)]"
// BUFFER: binding=2 count=4 expect="100 * i + (2 if i % 2 == 0 else 4)"
struct Inner { uint a; uint b; };
struct Outer {
    uint id;
    Inner inner[2];
    uint2 tail;
};
StructuredBuffer<Outer> In : register(t0);
RWStructuredBuffer<Outer> Out : register(u1);
RWStructuredBuffer<uint> R : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Outer o = In[id.x];
    Inner t = o.inner[0];
    o.inner[0] = o.inner[1];
    o.inner[1] = t;
    o.tail.y += 1;
    Out[id.x] = o;
    R[id.x] = In[id.x].inner[id.x % 2].b;
}
