// ARGS: -HV 2021
// WGSL-ERROR: OSH5202
// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0
// DRAW: topology=triangle-list vertices=3
// TARGET: index=0 format=rgba32float size=8x8 expect="[(5*x + 8*y) % 64, 100*((5*x + 8*y) % 64) + 10*(y % 2) + x % 2, 100*(63 - (5*x + 8*y) % 64) + 10*(y % 2) + 1 - x % 2, 1063 - (5*x + 8*y) % 64]"
// SAMPLER: binding=0 index=0 set=1 filter=nearest address=clamp
// SAMPLER: binding=0 index=1 set=1 filter=nearest address=repeat
// A bindless material pass (issue 18): 64 materials in an unbounded
// Texture2D array (OpTypeRuntimeArray, RuntimeDescriptorArray; the
// reflection's layout has count 0, so the host binds the 64 elements the
// test gives), indexed per pixel through NonUniformResourceIndex
// (SampledImageArrayNonUniformIndexing, NonUniform on the loaded image and,
// for Sample, on the OpSampledImage too). Material k is a 2x2 texture whose
// texel (tx, ty) is (k, 100k + 10ty + tx, -k, 1000 + k). Pixel (x, y) uses
// m = (5x + 8y) mod 64: every material exactly once over the 8x8 target
// (5x + 8y = 5x' + 8y' mod 64 makes 8 divide 5(x - x'), so x = x', and
// then 64 divide 8(y - y'), so y = y'), and neighbours differ (by 5 across,
// 8 down), so the index is not uniform in any quad. It Loads texel (x mod 2, y mod 2) of
// material m, and Samples material 63 - m at texel (1 - x mod 2, y mod 2)
// with samplers[x mod 2] (a fixed array of two point samplers, set 1): an
// odd x adds 1 to u, which the repeat sampler wraps back to texel 0 (the
// clamp one would give texel 1). So the pixel is
// (m, 100m + 10(y mod 2) + x mod 2, 100(63 - m) + 10(y mod 2) + 1 - x mod 2, 1063 - m).
// WebGPU has no binding arrays.
// TEXTURE: binding=0 index=0 format=rgba32float size=2x2 texels="[0, 0 + 10*y + x, -0, 1000]"
// TEXTURE: binding=0 index=1 format=rgba32float size=2x2 texels="[1, 100 + 10*y + x, -1, 1001]"
// TEXTURE: binding=0 index=2 format=rgba32float size=2x2 texels="[2, 200 + 10*y + x, -2, 1002]"
// TEXTURE: binding=0 index=3 format=rgba32float size=2x2 texels="[3, 300 + 10*y + x, -3, 1003]"
// TEXTURE: binding=0 index=4 format=rgba32float size=2x2 texels="[4, 400 + 10*y + x, -4, 1004]"
// TEXTURE: binding=0 index=5 format=rgba32float size=2x2 texels="[5, 500 + 10*y + x, -5, 1005]"
// TEXTURE: binding=0 index=6 format=rgba32float size=2x2 texels="[6, 600 + 10*y + x, -6, 1006]"
// TEXTURE: binding=0 index=7 format=rgba32float size=2x2 texels="[7, 700 + 10*y + x, -7, 1007]"
// TEXTURE: binding=0 index=8 format=rgba32float size=2x2 texels="[8, 800 + 10*y + x, -8, 1008]"
// TEXTURE: binding=0 index=9 format=rgba32float size=2x2 texels="[9, 900 + 10*y + x, -9, 1009]"
// TEXTURE: binding=0 index=10 format=rgba32float size=2x2 texels="[10, 1000 + 10*y + x, -10, 1010]"
// TEXTURE: binding=0 index=11 format=rgba32float size=2x2 texels="[11, 1100 + 10*y + x, -11, 1011]"
// TEXTURE: binding=0 index=12 format=rgba32float size=2x2 texels="[12, 1200 + 10*y + x, -12, 1012]"
// TEXTURE: binding=0 index=13 format=rgba32float size=2x2 texels="[13, 1300 + 10*y + x, -13, 1013]"
// TEXTURE: binding=0 index=14 format=rgba32float size=2x2 texels="[14, 1400 + 10*y + x, -14, 1014]"
// TEXTURE: binding=0 index=15 format=rgba32float size=2x2 texels="[15, 1500 + 10*y + x, -15, 1015]"
// TEXTURE: binding=0 index=16 format=rgba32float size=2x2 texels="[16, 1600 + 10*y + x, -16, 1016]"
// TEXTURE: binding=0 index=17 format=rgba32float size=2x2 texels="[17, 1700 + 10*y + x, -17, 1017]"
// TEXTURE: binding=0 index=18 format=rgba32float size=2x2 texels="[18, 1800 + 10*y + x, -18, 1018]"
// TEXTURE: binding=0 index=19 format=rgba32float size=2x2 texels="[19, 1900 + 10*y + x, -19, 1019]"
// TEXTURE: binding=0 index=20 format=rgba32float size=2x2 texels="[20, 2000 + 10*y + x, -20, 1020]"
// TEXTURE: binding=0 index=21 format=rgba32float size=2x2 texels="[21, 2100 + 10*y + x, -21, 1021]"
// TEXTURE: binding=0 index=22 format=rgba32float size=2x2 texels="[22, 2200 + 10*y + x, -22, 1022]"
// TEXTURE: binding=0 index=23 format=rgba32float size=2x2 texels="[23, 2300 + 10*y + x, -23, 1023]"
// TEXTURE: binding=0 index=24 format=rgba32float size=2x2 texels="[24, 2400 + 10*y + x, -24, 1024]"
// TEXTURE: binding=0 index=25 format=rgba32float size=2x2 texels="[25, 2500 + 10*y + x, -25, 1025]"
// TEXTURE: binding=0 index=26 format=rgba32float size=2x2 texels="[26, 2600 + 10*y + x, -26, 1026]"
// TEXTURE: binding=0 index=27 format=rgba32float size=2x2 texels="[27, 2700 + 10*y + x, -27, 1027]"
// TEXTURE: binding=0 index=28 format=rgba32float size=2x2 texels="[28, 2800 + 10*y + x, -28, 1028]"
// TEXTURE: binding=0 index=29 format=rgba32float size=2x2 texels="[29, 2900 + 10*y + x, -29, 1029]"
// TEXTURE: binding=0 index=30 format=rgba32float size=2x2 texels="[30, 3000 + 10*y + x, -30, 1030]"
// TEXTURE: binding=0 index=31 format=rgba32float size=2x2 texels="[31, 3100 + 10*y + x, -31, 1031]"
// TEXTURE: binding=0 index=32 format=rgba32float size=2x2 texels="[32, 3200 + 10*y + x, -32, 1032]"
// TEXTURE: binding=0 index=33 format=rgba32float size=2x2 texels="[33, 3300 + 10*y + x, -33, 1033]"
// TEXTURE: binding=0 index=34 format=rgba32float size=2x2 texels="[34, 3400 + 10*y + x, -34, 1034]"
// TEXTURE: binding=0 index=35 format=rgba32float size=2x2 texels="[35, 3500 + 10*y + x, -35, 1035]"
// TEXTURE: binding=0 index=36 format=rgba32float size=2x2 texels="[36, 3600 + 10*y + x, -36, 1036]"
// TEXTURE: binding=0 index=37 format=rgba32float size=2x2 texels="[37, 3700 + 10*y + x, -37, 1037]"
// TEXTURE: binding=0 index=38 format=rgba32float size=2x2 texels="[38, 3800 + 10*y + x, -38, 1038]"
// TEXTURE: binding=0 index=39 format=rgba32float size=2x2 texels="[39, 3900 + 10*y + x, -39, 1039]"
// TEXTURE: binding=0 index=40 format=rgba32float size=2x2 texels="[40, 4000 + 10*y + x, -40, 1040]"
// TEXTURE: binding=0 index=41 format=rgba32float size=2x2 texels="[41, 4100 + 10*y + x, -41, 1041]"
// TEXTURE: binding=0 index=42 format=rgba32float size=2x2 texels="[42, 4200 + 10*y + x, -42, 1042]"
// TEXTURE: binding=0 index=43 format=rgba32float size=2x2 texels="[43, 4300 + 10*y + x, -43, 1043]"
// TEXTURE: binding=0 index=44 format=rgba32float size=2x2 texels="[44, 4400 + 10*y + x, -44, 1044]"
// TEXTURE: binding=0 index=45 format=rgba32float size=2x2 texels="[45, 4500 + 10*y + x, -45, 1045]"
// TEXTURE: binding=0 index=46 format=rgba32float size=2x2 texels="[46, 4600 + 10*y + x, -46, 1046]"
// TEXTURE: binding=0 index=47 format=rgba32float size=2x2 texels="[47, 4700 + 10*y + x, -47, 1047]"
// TEXTURE: binding=0 index=48 format=rgba32float size=2x2 texels="[48, 4800 + 10*y + x, -48, 1048]"
// TEXTURE: binding=0 index=49 format=rgba32float size=2x2 texels="[49, 4900 + 10*y + x, -49, 1049]"
// TEXTURE: binding=0 index=50 format=rgba32float size=2x2 texels="[50, 5000 + 10*y + x, -50, 1050]"
// TEXTURE: binding=0 index=51 format=rgba32float size=2x2 texels="[51, 5100 + 10*y + x, -51, 1051]"
// TEXTURE: binding=0 index=52 format=rgba32float size=2x2 texels="[52, 5200 + 10*y + x, -52, 1052]"
// TEXTURE: binding=0 index=53 format=rgba32float size=2x2 texels="[53, 5300 + 10*y + x, -53, 1053]"
// TEXTURE: binding=0 index=54 format=rgba32float size=2x2 texels="[54, 5400 + 10*y + x, -54, 1054]"
// TEXTURE: binding=0 index=55 format=rgba32float size=2x2 texels="[55, 5500 + 10*y + x, -55, 1055]"
// TEXTURE: binding=0 index=56 format=rgba32float size=2x2 texels="[56, 5600 + 10*y + x, -56, 1056]"
// TEXTURE: binding=0 index=57 format=rgba32float size=2x2 texels="[57, 5700 + 10*y + x, -57, 1057]"
// TEXTURE: binding=0 index=58 format=rgba32float size=2x2 texels="[58, 5800 + 10*y + x, -58, 1058]"
// TEXTURE: binding=0 index=59 format=rgba32float size=2x2 texels="[59, 5900 + 10*y + x, -59, 1059]"
// TEXTURE: binding=0 index=60 format=rgba32float size=2x2 texels="[60, 6000 + 10*y + x, -60, 1060]"
// TEXTURE: binding=0 index=61 format=rgba32float size=2x2 texels="[61, 6100 + 10*y + x, -61, 1061]"
// TEXTURE: binding=0 index=62 format=rgba32float size=2x2 texels="[62, 6200 + 10*y + x, -62, 1062]"
// TEXTURE: binding=0 index=63 format=rgba32float size=2x2 texels="[63, 6300 + 10*y + x, -63, 1063]"
Texture2D<float4> materials[] : register(t0);
SamplerState samplers[2] : register(s0, space1); // clamp, repeat

float4 VSMain(uint id : SV_VertexID) : SV_Position {
    float2 uv = float2((id << 1) & 2, id & 2);
    return float4(uv * float2(2, -2) + float2(-1, 1), 0, 1);
}

float4 PSMain(float4 pos : SV_Position) : SV_Target {
    uint2 p = uint2(pos.xy);
    uint m = (p.x * 5 + p.y * 8) & 63;
    float4 a = materials[NonUniformResourceIndex(m)].Load(int3(p & 1, 0));
    float2 uv = (float2(1 - (p.x & 1), p.y & 1) + 0.5) / 2;
    float4 b = materials[NonUniformResourceIndex(63 - m)].Sample(samplers[NonUniformResourceIndex(p.x & 1)], uv + float2(p.x & 1, 0));
    return float4(a.x, a.y, b.y, b.w);
}
