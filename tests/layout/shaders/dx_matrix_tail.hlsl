// ARGS: -T cs_6_0 -E main -fvk-use-dx-layout
// EXPECT-ERROR: OSH0543
// FXC would pack b into the unpadded last row of cm (offset 44); SPIR-V's
// layout rules count that row as part of the matrix (DXC's output fails
// spirv-val the same way), so the compiler refuses it. Only compiled by
// tests/layout/check_layout.py.
cbuffer K : register(b0) {
    float a;
    float3x2 cm;
    float b;
};
RWStructuredBuffer<float> Out : register(u3);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a + cm[2][1] + b;
}
