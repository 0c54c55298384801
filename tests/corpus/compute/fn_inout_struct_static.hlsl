// ARGS: -T cs_6_0 -E main
// Functions with in/out/inout, structs, arrays, static globals.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=8 expect=[ (i*2 + 1) + (i + 5) * 10 + (3 + 4 + i) * 100 + (i % 4) * 1000 + 7 * 10000 for i in range(8)]
RWStructuredBuffer<int> o : register(u0);
struct P { int a; int b[2]; };
static int counter = 7;
static const int table[4] = { 0, 1, 2, 3 };

void twice(in int x, out int y, inout int z) { y = x * 2 + 1; z += 5; x = 100; }
P make(int i) { P p; p.a = i; p.b[0] = 3; p.b[1] = 4; return p; }
int sum(P p) { return p.a + p.b[0] + p.b[1]; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int i = (int)id.x;
    int y, z = i;
    twice(i, y, z);
    P p = make(i);
    int arr[3] = { y, z * 10, sum(p) * 100 };
    o[i] = arr[0] + arr[1] + arr[2] + table[i % 4] * 1000 + counter * 10000;
}
