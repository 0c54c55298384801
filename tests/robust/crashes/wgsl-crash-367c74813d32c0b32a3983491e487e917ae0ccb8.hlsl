// ARGS: -T cs_6_0 -E main
// Runner self-test: compiled by glslangValidator, not by OneShader. The
// runtime array's length must be exactly the BUFFER count (5, not rounded up).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=5 init=i expect=[5, 1, 2, 3, 4]
RWStructuredBuffer<uint> data : register(u0);
[numthreads(1, 1, 1)]
void main() { uint n, stride; data.GetDimensions(n, stride); data[0] = n; }
