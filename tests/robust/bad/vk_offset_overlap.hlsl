// ARGS: -T cs_6_0 -E main
// [[vk::offset(20)]] puts `y` inside `x` (a float4 at 16..31): refused
// (OSH0575). Declaration order does not matter: `y` comes first here.
struct S {
    [[vk::offset(20)]] float y;
    [[vk::offset(16)]] float4 x;
};
ConstantBuffer<S> cb : register(b0);
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = cb.x.w + cb.y; }
