// ARGS: -T ps_6_0 -E main -HV 2021
interface IShape
{
    float area();
    float perimeter(float scale);
};

interface IBad
{
    float x;
};

class Circle : IShape
{
    float r;
    float area() { return 3.14 * r * r; }
};

struct S { static int count; };
int S::missing = 2;

Texture2D gTex[] : register(t0);
float gArr[];

template <typename T>
T pick(T a) { return a; }

template <typename T>
T make() { return (T)0; }

float4 main(float4 pos : SV_Position) : SV_Target
{
    float x = make();
    return pick(pos);
}

float4 main(float4 pos : SV_Position, float k : K) : SV_Target { return pos * k; }
