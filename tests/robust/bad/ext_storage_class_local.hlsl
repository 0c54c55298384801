// ARGS: -T cs_6_0 -E main
// [[vk::ext_storage_class]] on a local (DXC makes it a variable of that
// storage class) is not carried out: accepting it would leave the storage
// class out of the module, so it is refused. (Until [[vk::ext_decorate]] on
// a struct member was carried out, as OpMemberDecorate, this case was that.)
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { [[vk::ext_storage_class(/* Private */ 6)]] float f = 1; Out[0] = f; }
