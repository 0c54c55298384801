// ARGS: -HV 2021
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=16x16 clear=[-1, -1, -1, -1] expect="[u, v, (u / 2) / (1 - u / 2 - 3 * v / 4), (v / 4) / (1 - u / 2 - 3 * v / 4)] if x + y < 15 else [-1, -1, -1, -1]" where="x + y != 15" tol=1e-4
// One triangle over the top-left half of the target (corners top left, top
// right, bottom left) whose vertices have clip w = 1, 2 and 4 (x, y and z
// scaled by w, so the screen positions do not change). A noperspective
// varying is interpolated linearly on the screen: it is the pixel center's
// (u, v). A default (perspective-correct) varying with the same vertex
// values (0,0), (1,0), (0,1) is, with the screen barycentrics b1 = u,
// b2 = v, b0 = 1 - u - v:
//   (b1/2, b2/4) / (b0/1 + b1/2 + b2/4) = (u/2, v/4) / (1 - u/2 - 3v/4).
// The diagonal's pixels (x + y == 15) are not checked; the others keep the
// clear color.
struct VSOut {
    float4 pos : SV_Position;
    noperspective float2 screen : TEXCOORD0;
    float2 persp : TEXCOORD1;
};

VSOut VSMain(uint id : SV_VertexID) {
    float2 uv = float2(id == 1, id == 2);
    float w = id == 0 ? 1.0 : id == 1 ? 2.0 : 4.0;
    VSOut o;
    o.pos = float4(uv * float2(2, -2) + float2(-1, 1), 0.5, 1) * w;
    o.screen = uv;
    o.persp = uv;
    return o;
}

float4 PSMain(VSOut i) : SV_Target {
    return float4(i.screen, i.persp);
}
