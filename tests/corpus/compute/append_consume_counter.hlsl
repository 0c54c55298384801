// ARGS: -T cs_6_0 -E main
// TARGETS: spirv
// Append/Consume with counter buffers (counter.var.<name> at the next binding)
// and IncrementCounter.
// DISPATCH: 1 1 1
// One thread consumes everything, so the order is known.
// BUFFER: binding=0 type=u32 count=8 init=i+1
// BUFFER: binding=1 type=u32 count=1 init=8
// BUFFER: binding=2 type=u32 count=8 expect=[16, 14, 12, 10, 8, 6, 4, 2]
// BUFFER: binding=3 type=u32 count=1 expect=8
ConsumeStructuredBuffer<uint> inq : register(u0);
AppendStructuredBuffer<uint> outq : register(u2);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    for (int k = 0; k < 8; k++) {
        uint v = inq.Consume();
        outq.Append(v * 2);
    }
}
