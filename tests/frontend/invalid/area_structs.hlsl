// ARGS: -T ps_6_0 -E main
interface IFoo { float get(); };
struct Impl : IFoo { float v; };
interface IBad { float x; };
struct A { float a; float a; };
struct B : A { float b; };
float4 main() : SV_Target
{
    B b;
    b.c = 1;
    A a = b.missing();
    return 0;
}
