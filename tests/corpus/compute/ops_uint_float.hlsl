// ARGS: -T cs_6_0 -E main
// Unsigned and float operators and conversions.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=32 expect=[v for j in range(8) for v in (u32(j*1000000007) // 7, u32(j*1000000007) % 7, u32(j*1000000007) >> 3, u32(~j))]
// BUFFER: binding=1 type=f32 count=32 expect=[v for j in range(8) for v in (f32(j*0.5 - 1.25), fmod(j*0.5 - 1.25, 0.75), float(int(j*0.5 - 1.25)), (1.0 if j*0.5 - 1.25 != 0.25 else 0.0))]
RWStructuredBuffer<uint> u : register(u0);
RWStructuredBuffer<float> f : register(u1);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint j = id.x;
    uint x = j * 1000000007u;
    u[j * 4 + 0] = x / 7;
    u[j * 4 + 1] = x % 7;
    u[j * 4 + 2] = x >> 3;
    u[j * 4 + 3] = ~j;
    float y = j * 0.5f - 1.25f;
    f[j * 4 + 0] = y;
    f[j * 4 + 1] = y % 0.75f;
    f[j * 4 + 2] = (float)(int)y;
    f[j * 4 + 3] = (float)(y != 0.25f);
}
