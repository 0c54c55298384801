// ARGS: -T cs_6_0 -E main
// Things that belong at global scope, written in a function body: one
// diagnostic each, at the keyword or the function's name, and the code after
// them (which uses what they declare) gives no more errors. A prototype in a
// body is fine (C++'s and DXC's rule): it names a function of the
// translation unit (that none is defined is a later error, OSH0504).
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float x = 2;
    cbuffer Params { float scale; float4 tint; };
    o[0] = x * scale + tint.y;
    tbuffer Lut : register(t1) { float lut[4]; }
    o[1] = lut[1];
    float twice(float v) { return v * 2; }
    o[2] = twice(x);
    int counted(int a, int b = 1);
    o[3] = counted(1);
    struct Acc
    {
        float sum;
        void add(float v) { sum += v * x; }
        float get() { return sum; }
    };
    Acc acc = (Acc)0;
    acc.add(1);
    o[4] = acc.get();
}
