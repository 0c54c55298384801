// ARGS: -T cs_6_0 -E main -HV 2018
// FXC's implicit flat conversion, kept by DXC: before HLSL 2021 a struct
// converts to another whose flattened members have the same types
// (`A a = b;`), member by member in order; arrays with the same flattened
// elements convert too (float4[2] -> float2[4], element by element).
// b = {(1, 2, 3), {(4, 5), (6, 7)}} gives a.v = (1, 2, 3), a.k[1] = (6, 7);
// q = {(10, 11, 12, 13), (14, 15, 16, 17)} gives r[3] = (16, 17), r[1].x = 12.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=7 expect=[1, 2, 3, 6, 7, 16, 12]
struct A { float3 v; int2 k[2]; };
struct B { float3 w; int2 j[2]; };
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    B b;
    b.w = float3(1, 2, 3);
    b.j[0] = int2(4, 5);
    b.j[1] = int2(6, 7);
    A a = b;
    float4 q[2] = { float4(10, 11, 12, 13), float4(14, 15, 16, 17) };
    float2 r[4] = q;
    Out[0] = a.v.x;
    Out[1] = a.v.y;
    Out[2] = a.v.z;
    Out[3] = a.k[1].x;
    Out[4] = a.k[1].y;
    Out[5] = r[3].x;
    Out[6] = r[1].x;
}
