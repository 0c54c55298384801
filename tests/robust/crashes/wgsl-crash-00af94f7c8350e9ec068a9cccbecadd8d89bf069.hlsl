// ARGS: -T cs_6_0 -E main
// Compound assignments and increments on int, uint and a vector component,
// starting from x = i + 10 (int) for 16 threads:
// x += 5; x *= 3; x -= 7; x /= 2 (truncating); x %= 11; x <<= 2; x |= 1;
// x ^= 6; x &= 0xFD; x >>= 1; then y = x++ + ++x (x ends +2); z = x-- (old).
// Out[i*4]: x after the chain, [1]: y, [2]: z, [3]: v.y after v.y *= 4, ++v.y.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=64 expect="[[X + 1, 2 * X + 2, X + 2, 4 * j + 1][k] for j in range(16) for X in [((((((idiv(3 * j + 38, 2) % 11) << 2) | 1) ^ 6) & 0xFD) >> 1)] for k in range(4)]"
RWStructuredBuffer<int> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int x = (int)id.x + 10;
    x += 5;
    x *= 3;
    x -= 7;
    x /= 2;
    x %= 11;
    x <<= 2;
    x |= 1;
    x ^= 6;
    x &= 0xFD;
    x >>= 1;
    int y = x++;
    y += ++x;
    int z = x--;
    int2 v = int2(0, (int)id.x);
    v.y *= 4;
    ++v.y;
    uint o = id.x * 4;
    Out[o + 0] = x;
    Out[o + 1] = y;
    Out[o + 2] = z;
    Out[o + 3] = v.y;
}
