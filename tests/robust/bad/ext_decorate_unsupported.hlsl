// ARGS: -T cs_6_0 -E main
// [[vk::ext_decorate]] on a struct member (like ext_storage_class and
// ext_type_def) is not carried out yet: accepting it would leave the
// decoration out of the module, so it is refused.
struct S { [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float f; };
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { S s; s.f = 1; Out[0] = s.f; }
