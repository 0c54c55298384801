// ARGS: -T cs_6_6 -E main
// A vk::BufferPointer is a 64-bit address: it lives in locals, parameters,
// return values, struct members, a cbuffer and a structured buffer; casts
// to and from uint64_t and vk::static/reinterpret_pointer_cast keep the
// bits; a pointer to a pointer is read with .Get().Get(); `(bool)p` tests
// for null; ?: selects a pointer. [[vk::aliased_pointer]] and
// [[vk::restrict_pointer]] are accepted and change nothing.
// WGSL-ERROR: OSH5202
struct Base { float4 a; };
struct Derived : Base { float4 b; };
typedef vk::BufferPointer<Derived, 32> DP;
typedef vk::BufferPointer<DP> DPP;
struct Link { DP next; uint tag; };
cbuffer Params : register(b0) { DP first; DPP indirect; uint64_t raw; };
StructuredBuffer<Link> Links : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

DP pick(DP p, DP q, bool first_one) { return first_one ? p : q; }

float4 read_base(vk::BufferPointer<Base, 16> b) { return b.Get().a; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Link l = Links[id.x];
    [[vk::aliased_pointer]] DP p = pick(first, l.next, id.x == 0);
    [[vk::restrict_pointer]] DP q = DP(raw);
    if ((bool)q)
        Out[0] = q.Get().b;
    Out[1] = read_base(vk::static_pointer_cast<Base, 16>(p));
    vk::BufferPointer<float4, 16> f = vk::reinterpret_pointer_cast<float4, 16>(p);
    Out[2] = f.Get();
    Out[3] = indirect.Get().Get().a;
    indirect.Get() = p;
    Out[4] = float4((uint64_t)p == (uint64_t)q, l.tag, 0, 0);
}
