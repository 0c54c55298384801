// ARGS: -T cs_6_0 -E main
// An assignment is an l-value, as in C++ and DXC (binary-op.arith-assign.
// scalar.hlsl): `(d += c) = (b -= a)` stores d + c into d, then b - a.
// The place is computed once: `(v[i++] *= 2) += 1` increments i once.
//   a = 1, b = 5, c = 10, d = 100: b -= a -> 4; d += c -> 110; then d = 4.
//   v = [1, 2, 3], i = 1: v[1] = 2 * 2 + 1 = 5, i = 2.
//   f(x = 7), f taking an out int, writes 9 into x.
// Out = [d, b, v[0], v[1], v[2], i, x] = [4, 4, 1, 5, 3, 2, 9]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=7 expect="[4, 4, 1, 5, 3, 2, 9]"
RWStructuredBuffer<int> Out : register(u0);

void f(out int r) { r = 9; }

[numthreads(1, 1, 1)]
void main() {
    int a = 1, b = 5, c = 10, d = 100;
    (d += c) = (b -= a);
    int v[3] = {1, 2, 3};
    int i = 1;
    (v[i++] *= 2) += 1;
    int x;
    f(x = 7);
    Out[0] = d;
    Out[1] = b;
    Out[2] = v[0];
    Out[3] = v[1];
    Out[4] = v[2];
    Out[5] = i;
    Out[6] = x;
}
