// ARGS: -T cs_6_0 -E main
// An array of RW structured buffers has an array of counters, one per
// buffer, indexed as the buffer is (DXC: _arr_type_ACSBuffer_counter_uint_2);
// every element shared one counter before, a silent miscompile.
// Thread 0 increments bufs[0]'s counter and threads 1..3 bufs[1]'s; thread 0
// also decrements bufs[1]'s. Counters start at 10 and 20:
// bufs[0]: 10 + 1 = 11, bufs[1]: 20 + 3 - 1 = 22 (one shared counter gave
// 10 + 4 - 1 = 13 in the first and left the second at 20).
// The buffers are bindings 0 (two of them), their counters binding 1 (the
// next free one, as DXC), Out binding 3. Only the counters are used, so
// the buffers themselves are not in the module (nor in the reflection's
// layout, which the run builds its pipeline from): nothing binds them.
// WGSL-ERROR: OSH5202
// DISPATCH: 1 1 1
// BUFFER: binding=1 index=0 type=i32 count=1 init="[10]" expect="[11]"
// BUFFER: binding=1 index=1 type=i32 count=1 init="[20]" expect="[22]"
// BUFFER: binding=3 type=u32 count=4 expect="[1, 1, 1, 1]"
RWStructuredBuffer<uint> bufs[2] : register(u0);
RWStructuredBuffer<uint> Out : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x < 1 ? 0 : 1;
    bufs[i].IncrementCounter();
    if (id.x == 0)
        bufs[1].DecrementCounter();
    Out[id.x] = 1;
}
