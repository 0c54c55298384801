// ARGS: -T cs_6_0 -E main
interface IShape { float area(); };
class Circle : IShape { float r; };
RWStructuredBuffer<float> buf : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Circle c;
    c.r = 1;
    buf[id.x] = c.r;
}
