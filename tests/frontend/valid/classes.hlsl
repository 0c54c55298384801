// ARGS: -T ps_6_0 -E main
interface IMaterial
{
    float3 shade(float3 n);
    float opacity();
};

class Lambert : IMaterial
{
    float3 albedo;
    float3 shade(float3 n) { return albedo * saturate(n.z); }
    float opacity() { return 1; }
};

struct Vec2
{
    float x, y;
    Vec2 operator+(Vec2 o) { Vec2 r; r.x = x + o.x; r.y = y + o.y; return r; }
    Vec2 operator*(float s) { Vec2 r; r.x = x * s; r.y = y * s; return r; }
    Vec2 operator-() { Vec2 r; r.x = -x; r.y = -y; return r; }
    bool operator!() { return x == 0 && y == 0; }
    float operator[](uint i) { return i == 0 ? x : y; }
    float len();
    static Vec2 make(float a, float b);
    static int count;
    static const float kEps;
};

int Vec2::count = 0;
const float Vec2::kEps = 1e-4;

float Vec2::len() { return sqrt(x * x + y * y); }
Vec2 Vec2::make(float a, float b) { Vec2 r; r.x = a; r.y = b; return r; }

struct Base { float4 color; float4 getColor() { return color; } };
struct Derived : Base { float k; float4 scaled() { return getColor() * k; } };

struct Counter
{
    int n;
    void inc() { n++; }
    int get() { return n; }
};

float4 main(float4 pos : SV_Position) : SV_Target
{
    Lambert l;
    l.albedo = float3(1, 0.5, 0.25);
    Vec2 a = Vec2::make(1, 2);
    Vec2 b = Vec2::make(3, 4);
    Vec2 c = a + b * 2;
    Vec2 d = -c;
    float t = d.len() + c[1] + (!d ? 1 : 0);
    Derived dv;
    dv.color = 1;
    dv.k = 2;
    Counter cnt;
    cnt.n = 0;
    cnt.inc();
    return float4(l.shade(float3(0, 0, 1)), l.opacity()) * t + dv.scaled() + cnt.get() + Vec2::kEps;
}
