// ARGS: -T ps_6_0 -E main
// Storage, interpolation, matrix-layout, parameter and precision modifiers.
static const float kConst = 1;
static float sGlobal = 2;
uniform float uGlobal;
extern float eGlobal;
const float cGlobal;
row_major float4x4 rowM;
column_major float4x4 colM;
globallycoherent RWTexture2D<float4> coherentTex : register(u0);
precise float preciseGlobal;
struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
    linear float a : A;
    centroid float b : B;
    noperspective float c : C;
    sample float d : D;
    linear centroid float e : E;
    noperspective centroid float f : F;
};
void inOut(in float a, out float b, inout float c, in out float d) { b = a; c += a; d *= 2; }
float uniformParam(uniform float u) { return u; }
float4 main(VSOut i, uint prim : SV_PrimitiveID) : SV_Target
{
    precise float p = i.a * i.b + i.c;
    const float local = 3;
    static int counter = 0;
    counter++;
    float b, c = 1, d = 2;
    inOut(p, b, c, d);
    row_major float2x2 lm = { 1, 2, 3, 4 };
    column_major float2x2 cm = lm;
    return float4(b + c + d + local + kConst + sGlobal + uGlobal + eGlobal + cGlobal + rowM[0][0] + colM[1][1] + lm._11 + cm._22,
                  i.d + i.e + i.f, i.id + prim, uniformParam(1));
}
