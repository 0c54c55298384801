// ARGS: -HV 2021 -fspv-target-env=vulkan1.3
// TARGETS: spirv
// SPIRV-VAL: --target-env vulkan1.3
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=r32uint size=8x8 clear=[7] expect="x + 10 * y if x >= 2 and y >= 3 and (x + y) % 5 != 0 else 7"
// discard and clip with vulkan1.3, where both demote the invocation to a
// helper (OpDemoteToHelperInvocation, as DXC; code after them still runs,
// and the helper's IsHelperLane() is true). A pixel is discarded when its center x < 2, when
// clip(pos.y - 3) sees a negative value (centers y + 0.5 < 3, rows 0..2),
// and, from a helper function with a loop, when (x + y) % 5 == 0.
// Discarded pixels keep the clear value 7. SPIR-V only: WGSL has no IsHelperLane.
float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

void maybe_discard(uint s) {
    uint r = s;
    while (r >= 5)
        r -= 5;
    if (r == 0)
        discard;
}

uint PSMain(float4 pos : SV_Position) : SV_Target {
    if (pos.x < 2)
        discard;
    clip(pos.y - 3);
    uint2 p = uint2(pos.xy);
    maybe_discard(p.x + p.y);
    if (IsHelperLane()) /* only a demoted pixel gets here helper: its output is dropped */
        return 99;
    return p.x + 10 * p.y;
}
