// ARGS: -T cs_6_0 -E main
// 0.#INF and 1.#INFI are not infinities (DXC refuses both the same way).
RWStructuredBuffer<float> buf : register(u0);
[numthreads(1, 1, 1)]
void main()
{
    buf[0] = 0.#INF;
    buf[1] = 1.#INFI;
}
