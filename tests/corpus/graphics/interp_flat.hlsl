// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=6
// TARGET: index=0 format=rgba32sint size=8x8 clear=[9, 9, 9, 9] expect="[0, -1, 1, 7] if x + y < 7 else [3, -4, 7, 7]" where="x + y != 7"
// nointerpolation (flat) varyings of three types: uint, int and float. Two
// triangles split the target along its anti-diagonal; a flat varying takes
// the value of the provoking vertex, the first of each triangle (Vulkan and
// WebGPU both), so vertex 0 for the top-left triangle and vertex 3 for the
// bottom-right one: id, -id - 1 and id / 2 + 1/4 (written as 4f = 2id + 1).
// Pixels on the shared edge (x + y == 7) are not checked.
static const float2 corners[6] = {
    float2(-1, 1), float2(-1, -1), float2(1, 1),
    float2(1, 1), float2(1, -1), float2(-1, -1),
};

struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
    nointerpolation int neg : NEG;
    nointerpolation float f : FLT;
};

VSOut VSMain(uint id : SV_VertexID) {
    VSOut o;
    o.pos = float4(corners[id], 0, 1);
    o.id = id;
    o.neg = -int(id) - 1;
    o.f = id * 0.5 + 0.25;
    return o;
}

int4 PSMain(VSOut i) : SV_Target {
    return int4(i.id, i.neg, int(i.f * 4), 7);
}
