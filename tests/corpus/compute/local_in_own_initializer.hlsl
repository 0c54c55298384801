// ARGS: -T cs_6_0 -E main
// A local is in scope in its own initializer (C++'s rule, which DXC follows):
// `uint n = (n = 4) + 1;` in an inner block assigns the inner n, then
// initializes it with 5, and leaves the outer n at 100 (naming the outer one
// would make it 4). Likewise the inner float2 b is (7, 8) * 2 = (14, 16) and
// the outer matrix b keeps b[1][1] = 4.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=5 expect=[5, 100, 14, 16, 4]
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    uint n = 100;
    float2x2 b = float2x2(1, 2, 3, 4);
    {
        uint n = (n = 4) + 1;
        Out[0] = n;
        float2 b = (b = float2(7, 8)) * 2;
        Out[2] = b.x;
        Out[3] = b.y;
    }
    Out[1] = n;
    Out[4] = b[1][1];
}
