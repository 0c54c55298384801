// ARGS: -T cs_6_0 -E main
// A static local with a non-constant initializer runs it once, under a
// Private bool flag (as DXC does); a constant one is the variable's
// initializer.
RWStructuredBuffer<uint> buf : register(u0);
uint next_id() {
    static uint base = buf[0] * 2;      // once
    static uint count = 3;              // constant
    static float2 k = float2(1, 2);     // constant vector
    count += 1;
    return base + count + (uint)k.y;
}
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    buf[1] = next_id();
    buf[2] = next_id();
}
