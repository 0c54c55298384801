// ARGS: -T cs_6_0 -E main
// A matrix and a vector of as many elements convert implicitly, row by row
// (DXC's rule 5c: float2x2 <-> float4, also with a component-type change), and
// an arithmetic operation on the two takes the shape of the left operand.
// m = [1 2; 3 4], w = (10, 20, 30, 40):
//   v = m                  -> 1 2 3 4
//   p = m * w (float2x2)   -> 10 40 90 160, written back as p's rows
//   q = w - m (float4)     -> 9 18 27 36
//   u = m + m (to uint4)   -> 2 4 6 8
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 expect=[1, 2, 3, 4, 10, 40, 90, 160, 9, 18, 27, 36, 2, 4, 6, 8]
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float2x2 m = float2x2(1, 2, 3, 4);
    float4 w = float4(10, 20, 30, 40);
    float4 v = m;
    float2x2 p = m * w;
    float4 q = w - m;
    uint4 u = m + m;
    for (uint i = 0; i < 4; i++) {
        o[i] = v[i];
        o[4 + i] = p[i / 2][i % 2];
        o[8 + i] = q[i];
        o[12 + i] = (float)u[i];
    }
}
