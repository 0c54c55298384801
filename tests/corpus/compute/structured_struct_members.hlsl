// ARGS: -T cs_6_0 -E main
// Structured buffers of structs with bool members, nested structs and
// float3 (std430: stride 32 for {float3, bool, Inner{uint, uint}}).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 init=[f2u(1.0), f2u(2.0), f2u(3.0), 1, 5, 6, 0, 0, f2u(4.0), f2u(5.0), f2u(6.0), 0, 7, 8, 0, 0]
// BUFFER: binding=1 type=u32 count=16 expect=[f2u(2.0), f2u(3.0), f2u(4.0), 0, 50, 6, 0, 0, f2u(5.0), f2u(6.0), f2u(7.0), 1, 70, 8, 0, 0]
struct Inner { uint x; uint y; };
struct S { float3 p; bool flag; Inner in1; };
StructuredBuffer<S> src : register(t0);
RWStructuredBuffer<S> dst : register(u1);
[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    S s = src[id.x];
    s.p += 1.0;
    s.flag = !s.flag;
    s.in1.x *= 10;
    dst[id.x] = s;
}
