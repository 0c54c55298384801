// ARGS: -T cs_6_0 -E main
// sizeof(type) and sizeof(expression): a uint constant, the size DXC
// computes (every scalar at its own size's alignment, bool 4 bytes, structs
// padded to their widest member; an empty struct is 0 bytes): float3[2] =
// 24, P = 4 + 8 + 3 * 4 + 0 = 24, float4x4 = 64, Empty[2] = 0, and
// sizeof(O[0]) * O[4] = 4 * 5 at run time.
// DISPATCH: 1 1 1
// BUFFER: binding=0 init="[0, 0, 0, 0, 5, 0]" expect="[24, 24, 64, 20, 5, 0]"
struct Inner { float f; };
struct Empty {};
struct P {
    bool b;
    uint2 c;
    Inner i[3];
    Empty e;
};
RWStructuredBuffer<uint> O : register(u0);

[numthreads(1, 1, 1)]
void main() {
    O[0] = sizeof(float3[2]);
    O[1] = sizeof(P);
    O[2] = sizeof(float4x4);
    O[3] = sizeof(O[0]) * O[4];
    O[5] = sizeof(Empty[2]);
}
