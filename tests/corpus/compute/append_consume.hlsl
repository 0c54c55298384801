// ARGS: -T cs_6_0 -E main
// ConsumeStructuredBuffer and AppendStructuredBuffer with their counters at
// explicit [[vk::counter_binding]]s. Con holds 10*i (16 elements, counter
// 16); each of 16 threads consumes one (a distinct element, whatever the
// order), records it at Seen[v / 10] = v + 1, and appends 7 (all equal, so
// the order does not matter). Counters end at 0 and 16. WebGPU has no
// append/consume buffers.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=20 expect="7 if i < 16 else 0"
// BUFFER: binding=1 count=1 expect=16
// BUFFER: binding=2 count=16 init=10*i
// BUFFER: binding=3 count=1 init=16 expect=0
// BUFFER: binding=4 count=16 expect=10*i+1
[[vk::binding(0), vk::counter_binding(1)]] AppendStructuredBuffer<uint> App;
[[vk::binding(2), vk::counter_binding(3)]] ConsumeStructuredBuffer<uint> Con;
[[vk::binding(4)]] RWStructuredBuffer<uint> Seen;

[numthreads(16, 1, 1)]
void main() {
    uint v = Con.Consume();
    Seen[v / 10] = v + 1;
    App.Append(v % 10 + 7);
}
