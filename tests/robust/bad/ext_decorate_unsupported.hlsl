// ARGS: -T cs_6_0 -E main
// [[vk::ext_decorate]] (like ext_decorate_id, ext_decorate_string and
// ext_storage_class) is not carried out yet: accepting it would leave the
// decoration out of the module, so it is refused.
[[vk::ext_decorate(19)]] RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = 1; }
