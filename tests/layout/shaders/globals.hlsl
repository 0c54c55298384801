// ARGS: -T cs_6_0 -E main
// Non-static globals go to the $Globals constant buffer (relaxed std140,
// like a cbuffer): gA 0, gB 4 (float3 stays in row 0), gM 16 (float2x2 =
// 2 columns of float2, 16-byte stride), gC 48, gArr 64 (stride 16). Only
// compiled by tests/layout/check_layout.py.
float gA;
float3 gB;
float2x2 gM;
uint gC;
float gArr[2];
static const float kScale = 2.0;
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (gA + gB.z + gM[1][0] + (float)gC + gArr[1]) * kScale;
}
