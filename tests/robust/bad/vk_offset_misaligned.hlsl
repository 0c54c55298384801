// ARGS: -T cs_6_6 -E main -HV 2021
// [[vk::offset(8)]] on a struct member of a cbuffer: std140 aligns a struct
// to 16, so Offset 8 would fail spirv-val (DXC warns, then its module fails
// validation). Refused; -fvk-use-scalar-layout allows it.
struct complex { float r; float i; };
struct Error {
    float2 a;
    [[vk::offset(8)]] complex b;
};
cbuffer Stuff { Error b[10]; };
RWStructuredBuffer<float> O;
[numthreads(1, 1, 1)]
void main() { O[0] = b[0].b.i; }
