// ARGS: -T cs_6_0 -E main
// packoffset places members out of declaration order: a at c1.y (byte 20),
// b at c0.z (8), c at c2 (32), d at c3.y (52). The uniform buffer holds
// 1000 + word index in every word, so each member reads its own word index.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform type=f32 count=16 init="1000 + i"
// BUFFER: binding=1 type=f32 count=7 expect="[1005, 1002, 1003, 1008, 1013, 1014, 1015]"
cbuffer CB : register(b0) {
    float a : packoffset(c1.y);
    float2 b : packoffset(c0.z);
    float c : packoffset(c2);
    float3 d : packoffset(c3.y);
};
RWStructuredBuffer<float> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = a;
    Out[1] = b.x;
    Out[2] = b.y;
    Out[3] = c;
    Out[4] = d.x;
    Out[5] = d.y;
    Out[6] = d.z;
}
