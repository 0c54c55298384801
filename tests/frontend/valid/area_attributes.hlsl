// ARGS: -T cs_6_6 -E main
// Statement, function and entry attributes.
RWStructuredBuffer<float> Out : register(u0);
[noinline] float helper(float x) { return x * 2; }
[shader("compute")]
[numthreads(8, 4, 1)]
[WaveSize(32)]
void main(uint3 id : SV_DispatchThreadID)
{
    float s = 0;
    [unroll] for (int i = 0; i < 4; i++) s += i;
    [unroll(2)] for (int j = 0; j < 4; j++) s += j;
    [loop] for (int k = 0; k < 4; k++) s += k;
    [fastopt] while (s < 10) s += 1;
    [allow_uav_condition] for (uint m = 0; m < id.x; m++) s += Out[m];
    [branch] if (s > 5) s = 5;
    [flatten] if (s < 1) s = 1; else s = 2;
    [call] switch (id.y) { case 0: s += 1; break; default: break; }
    [forcecase] switch (id.z) { case 0: s += 2; break; case 1: s += 3; break; }
    [branch] switch (id.x) { default: break; }
    [flatten] switch (id.x) { case 1: break; }
    [unroll] do { s += 1; } while (false);
    /* `[]` is no attribute, and attributes on an empty statement are taken,
     * as DXC (glslang's hlsl.attribute.frag) */
    [] s += 1;
    [][][];
    [unroll(4)] [allow_uav_condition];
    Out[id.x] = helper(s);
}
