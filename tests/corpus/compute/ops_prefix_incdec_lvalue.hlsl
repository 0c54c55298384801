// ARGS: -T cs_6_0 -E main
// Prefix ++ and -- yield their operand as an l-value (as in C++; DXC
// compiles unary-op.prefix-inc): it can be assigned, incremented again or
// passed to an inout parameter. a = In[j] (0..7):
//   [0] ++x = 100 (x = a)          -> 100
//   [1] ++(++x) (x = a)            -> a + 2
//   [2] twice(++x), twice doubles  -> 2 * (a + 1)
//   [3] --v[1] = a * 3, v = (a, a) -> v[0] + v[1] = a + 3a = 4a
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 name=a init=[0, 1, 2, 3, 4, 5, 6, 7]
// BUFFER: binding=1 type=i32 count=32 expect="sum([[100, a[j] + 2, 2 * (a[j] + 1), 4 * a[j]] for j in range(8)], [])"
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u1);

void twice(inout int v) { v *= 2; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int a = In[id.x];
    int x = a;
    ++x = 100;
    Out[id.x * 4] = x;
    x = a;
    ++(++x);
    Out[id.x * 4 + 1] = x;
    x = a;
    twice(++x);
    Out[id.x * 4 + 2] = x;
    int2 v = int2(a, a);
    --v[1] = a * 3;
    Out[id.x * 4 + 3] = v.x + v.y;
}
