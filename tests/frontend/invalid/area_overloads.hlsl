// ARGS: -T ps_6_0 -E main
float pick(int x) { return 1; }
float pick(uint x) { return 2; }
float one(float a, float b) { return a; }
void outp(out float f) { f = 1; }
float4 main(float4 p : SV_Position) : SV_Target
{
    float a = pick(1.5);
    float b = one(1);
    float c = one(1, 2, 3);
    outp(1.0);
    float d = notAFunction(1);
    return a + b + c + d;
}
