// ARGS: -T cs_6_0 -E main
// A cbuffer holding an array of structs and a trailing scalar: Light {float3
// pos; float radius; float2 dir;} is 32 bytes in std140 (rounded to 16), so
// lights[k] starts at word 8k: pos 8k..8k+2, radius 8k+3, dir 8k+4, 8k+5;
// count after the array at word 24. The buffer holds 1000 + word index;
// thread k reads lights[k] (dynamic index) and count.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=28 init="1000 + i"
// BUFFER: binding=1 type=f32 count=21 expect="[1000 + 8 * k + w if w < 6 else 1024 for k in range(3) for w in range(7)]"
struct Light {
    float3 pos;
    float radius;
    float2 dir;
};
cbuffer Lights : register(b0) {
    Light lights[3];
    float count;
};
RWStructuredBuffer<float> Out : register(u1);

[numthreads(3, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Light l = lights[id.x];
    uint o = id.x * 7;
    Out[o + 0] = l.pos.x;
    Out[o + 1] = l.pos.y;
    Out[o + 2] = l.pos.z;
    Out[o + 3] = l.radius;
    Out[o + 4] = l.dir.x;
    Out[o + 5] = l.dir.y;
    Out[o + 6] = count;
}
