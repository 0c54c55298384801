// ARGS: -T cs_6_0 -E main -HV 2021
// HLSL 2021 operator overloading on structs: binary, unary, comparison,
// compound, call and subscript operators.
struct Complex
{
    float re, im;
    Complex operator+(Complex o) { Complex r = { re + o.re, im + o.im }; return r; }
    Complex operator*(Complex o) { Complex r = { re * o.re - im * o.im, re * o.im + im * o.re }; return r; }
    Complex operator*(float k) { Complex r = { re * k, im * k }; return r; }
    bool operator==(Complex o) { return re == o.re && im == o.im; }
    bool operator<(Complex o) { return re < o.re; }
    float operator[](uint i) { return i == 0 ? re : im; }
    float operator()(float t) { return re + im * t; }
};
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    Complex a = { 1, 2 };
    Complex b = { 3, 4 };
    Complex c = a + b * a;
    Complex d = c * 2.0;
    bool eq = a == b;
    bool lt = a < b;
    Out[0] = d.re + d[1] + (eq ? 1 : 0) + (lt ? 2 : 0) + a(0.5);
}
