// ARGS: -T cs_6_0 -E main
// An integer-only intrinsic given a float converts it to int first, as DXC
// (shader.debug.line.intrinsic.hlsl's firstbithigh(sqrt(...))): it was "no
// matching overload". The values come from a buffer, so nothing folds:
//   countbits(7.9) = countbits(7) = 3; firstbithigh(40.7) = firstbithigh(40)
//   = 5 (0b101000); firstbitlow(12.2) = firstbitlow(12) = 2
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 init="[7.9, 40.7, 12.2]"
// BUFFER: binding=1 type=u32 count=3 expect="[3, 5, 2]"
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(1, 1, 1)]
void main() {
    Out[0] = countbits(In[0]);
    Out[1] = firstbithigh(In[1]);
    Out[2] = firstbitlow(In[2]);
}
