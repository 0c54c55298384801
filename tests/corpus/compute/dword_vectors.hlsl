// ARGS: -T cs_6_0 -E main
// dword (uint) has vector and matrix forms like every scalar type name, as
// in DXC (its type.scalar.hlsl declares a dword1): a = (3, 4) sums to 7,
// b.x = 5, m = [1 2; 3 4] has m[1][0] = 3, and dword3(a, b) is (3, 4, 5).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=4 expect=[7, 5, 3, 12]
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    dword2 a = dword2(3, 4);
    dword1 b = 5;
    dword2x2 m = dword2x2(1, 2, 3, 4);
    dword3 c = dword3(a, b);
    Out[0] = a.x + a.y;
    Out[1] = b.x;
    Out[2] = m[1][0];
    Out[3] = c.x + c.y + c.z;
}
