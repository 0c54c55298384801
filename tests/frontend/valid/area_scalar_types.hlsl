// ARGS: -T cs_6_2 -E main -enable-16bit-types
// Every scalar type and alias, with -enable-16bit-types.
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool b = true;
    int i = -1;
    uint u = 1u;
    dword dw = 2;
    half h = 1.5h;
    float f = 2.0f;
    double d = 3.0l;
    min16float m16f = 1.0;
    min10float m10f = 1.0;
    min16int m16i = 1;
    min12int m12i = 1;
    min16uint m16u = 1;
    int16_t i16 = 1;
    uint16_t u16 = 1;
    int32_t i32 = 1;
    uint32_t u32 = 1;
    int64_t i64 = 1ll;
    uint64_t u64 = 1ull;
    float16_t f16 = 1.0h;
    float32_t f32 = 1.0f;
    float64_t f64 = 1.0;
    int8_t4_packed p8 = 0x01020304;
    uint8_t4_packed up8 = 0x01020304u;
    snorm float sn = -0.5;
    unorm float un = 0.5;
    float s = b + i + u + dw + h + f + (float)d + m16f + m10f + m16i + m12i + m16u + i16 + u16 +
              i32 + u32 + (float)i64 + (float)u64 + f16 + f32 + (float)f64 + p8 + up8 + sn + un;
    Out[id.x] = s;
}
