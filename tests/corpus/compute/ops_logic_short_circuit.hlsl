// ARGS: -T cs_6_0 -E main
// Short-circuit && || and ?: (HLSL 2021: the right side runs only when
// needed), vector logic with and()/or()/select(), precise.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=8 expect=[1, 0, 0, 1, 1, 0, 3, 2]
RWStructuredBuffer<uint> o : register(u0);
static uint calls = 0;
bool bump(bool r) { calls++; return r; }
[numthreads(1, 1, 1)]
void main() {
    bool a = false && bump(true);   // bump not called
    bool b = true || bump(false);   // not called
    o[0] = (a ? 0 : 1);
    o[1] = calls;
    bool c = true && bump(false);   // called: calls = 1
    o[2] = c ? 1 : 0;
    o[3] = calls;
    bool2 v = and(bool2(true, false), bool2(true, true));
    o[4] = v.x ? 1 : 0;
    o[5] = any(select(v, bool2(false, false), bool2(false, false))) ? 1 : 0;
    precise float p = 1.5 * 2.0;
    o[6] = (uint)p;
    o[7] = calls == 1 ? (b ? 2 : 9) : 8;
}
