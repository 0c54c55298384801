// ARGS: -T cs_6_0 -E main
// Append, Consume and Load on a structured buffer that a function picks at run
// time: no resource is known at compile time (OSH0505). The lowering went on
// with no buffer and dereferenced it (UBSan in sb_elem_ptr, SIGSEGV in
// release; DXC's spirv.legal.sbuffer.counter*.hlsl).
ConsumeStructuredBuffer<float> A : register(u0);
ConsumeStructuredBuffer<float> B : register(u1);
AppendStructuredBuffer<float> C : register(u2);
AppendStructuredBuffer<float> D : register(u3);
RWStructuredBuffer<float> E : register(u4);
RWStructuredBuffer<float> F : register(u5);
ConsumeStructuredBuffer<float> consumer(bool c) { if (c) return A; else return B; }
AppendStructuredBuffer<float> appender(bool c) { if (c) return C; else return D; }
RWStructuredBuffer<float> rw(bool c) { if (c) return E; else return F; }
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float v = consumer(id.x == 0).Consume();
    appender(id.x == 1).Append(v);
    E[1] = rw(id.x == 2).Load(0);
}
