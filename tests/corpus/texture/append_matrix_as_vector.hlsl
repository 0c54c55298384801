// ARGS: -T cs_6_0 -E main
// Append takes its element type, and a float2x2 converts to a float4 (and
// back) implicitly as in an initialization: the components in row order,
// as DXC converts them (type.append.consume-structured-buffer.cast). It
// used to be "no matching overload for 'Append(float2x2)'".
// m is {1, 2, 3, 4} (rows (1, 2) and (3, 4)); put's float4 parameter takes
// it the same way. The consumed float4 (10, 20, 30, 40) appended to the
// float2x2 buffer is read back as rows (10, 20) and (30, 40): M gets its
// _12 and _21, 20 and 30. WebGPU has no append/consume buffers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=8 expect="[1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0]"
// BUFFER: binding=1 count=1 expect=2
// BUFFER: binding=2 type=f32 count=4 init="[10.0, 20.0, 30.0, 40.0]"
// BUFFER: binding=3 count=1 init=1 expect=0
// BUFFER: binding=4 type=f32 count=2 expect="[20.0, 30.0]"
[[vk::binding(0), vk::counter_binding(1)]] AppendStructuredBuffer<float4> A;
[[vk::binding(2), vk::counter_binding(3)]] ConsumeStructuredBuffer<float4> C;
[[vk::binding(4)]] RWStructuredBuffer<float> M;

void put(float4 v) { A.Append(v); }

[numthreads(1, 1, 1)]
void main() {
    float2x2 m = {1, 2, 3, 4};
    A.Append(m);
    put(m);
    float2x2 c = C.Consume();
    M[0] = c._12;
    M[1] = c._21;
}
