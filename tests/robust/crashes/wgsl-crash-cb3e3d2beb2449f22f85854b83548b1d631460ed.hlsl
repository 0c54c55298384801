// ARGS: -T cs_6_0 -E main
// [[vk::push_constant]] block with relaxed std430 offsets: a 0, b 4, c 8,
// d 16 (a float3 may start at 16), e 28. Values pushed in that order:
// a = 7, b = 2.5, c = (10, 20), d = (1.5, -2, 0.25), e = 99. On WGSL the
// block is a uniform buffer at the binding after the shader's highest one
// (set 0 binding 1).
// DISPATCH: 1 1 1
// PUSH: type=u32 values=[7]
// PUSH: type=f32 values=[2.5]
// PUSH: type=u32 values=[10, 20]
// PUSH: type=f32 values=[1.5, -2, 0.25]
// PUSH: type=u32 values=[99]
// WGSL-PUSH-BINDING: set=0 binding=1
// BUFFER: binding=0 type=f32 count=8 expect="[7, 2.5, 10, 20, 1.5, -2, 0.25, 99]"
struct PC {
    uint a;
    float b;
    uint2 c;
    float3 d;
    uint e;
};
[[vk::push_constant]] PC pc;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = (float)pc.a;
    Out[1] = pc.b;
    Out[2] = (float)pc.c.x;
    Out[3] = (float)pc.c.y;
    Out[4] = pc.d.x;
    Out[5] = pc.d.y;
    Out[6] = pc.d.z;
    Out[7] = (float)pc.e;
}
