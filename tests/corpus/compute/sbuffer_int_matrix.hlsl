// ARGS: -T cs_6_0 -E main
// An integer matrix in a structured buffer is an array of its HLSL rows,
// column_major (the default) or not (DXC refuses column-major ones). std430:
// an int2x3 is two int3 rows 16 bytes apart (32 bytes), so in
// struct T { int2x3 m; int a; } a is at byte 32 and T takes 48 bytes.
// Written: m = rows (1 2 3) (4 5 6), a = 7, into element 0 of Buf; words
// 3 and 7 are padding (the host's 0s stay); element 1 starts at word 12.
// Out[0] = Buf[0].m[1][2] + Buf[0].a = 6 + 7 = 13 (read back through the
// same layout).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=24 expect="[1, 2, 3, 0, 4, 5, 6, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0]"
// BUFFER: binding=1 type=i32 count=1 expect="[13]"
struct T {
    int2x3 m;
    int a;
};
RWStructuredBuffer<T> Buf : register(u0);
RWStructuredBuffer<int> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    T t;
    t.m = int2x3(1, 2, 3, 4, 5, 6);
    t.a = 7;
    Buf[0] = t;
    Buf[1].a = 8;
    Out[0] = Buf[0].m[1][2] + Buf[0].a;
}
