// ARGS: -T cs_6_0 -E main
// The legacy intrinsics msad4, lit, dst, D3DCOLORtoUBYTE4 and transpose() of
// an integer matrix (found missing by tools/realshaders on DXC's tests).
// msad4 follows the D3D definition: window w is bytes w..w+3 of the 8-byte
// source (x low), and each non-zero reference byte adds |ref - window| byte
// differences to accum[w]. lit is DXC's (1, max(0, n.l), min(n.l, n.h) < 0 ?
// 0 : n.h * m, 1); dst is (1, a.y * b.y, a.z, b.w); D3DCOLORtoUBYTE4 is
// int4(c.zyxw * 255.001999). The expectations are formulas written from those
// definitions.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=r init=[0x01020304, 0x00FF0010, 0x80008000, 0, 0xFFFFFFFF, 0x11223344, 0x0000FF00, 0x7F7F7F7F]
// BUFFER: binding=1 name=s init="[(0x9A8B7C6D * (i + 3) + 0x12345 * i * i) & 0xFFFFFFFF for i in range(16)]"
// BUFFER: binding=2 name=acc init="[i * 3 for i in range(32)]"
// BUFFER: binding=3 count=32 expect="acc[i] + sum([0 if (r[i // 4] >> (8 * b)) & 255 == 0 else abs(((r[i // 4] >> (8 * b)) & 255) - ((((s[2 * (i // 4) + 1] << 32) | s[2 * (i // 4)]) >> (8 * (i % 4) + 8 * b)) & 255)) for b in range(4)])"
// BUFFER: binding=4 type=f32 name=f init="[[-0.5, 0.25, 0.5, 1.0, 2.0, -1.0, 0.75, 0.0][(i * 5 + 3) % 8] for i in range(24)]"
// BUFFER: binding=5 type=f32 count=64 expect="[[1.0, max(0.0, f[3 * t]), 0.0 if min(f[3 * t], f[3 * t + 1]) < 0 else f[3 * t + 1] * f[3 * t + 2], 1.0][c] for t in range(8) for c in range(4)] + [[1.0, f[(3 * t) % 20 + 1] * f[(3 * t + 4) % 20 + 1], f[(3 * t) % 20 + 2], f[(3 * t + 4) % 20 + 3]][c] for t in range(8) for c in range(4)]"
// BUFFER: binding=7 type=i32 count=32 expect="[int(f32(f32([0.0, 0.25, 0.5, 1.0, 0.75, 0.125, 1.0, 0.0][(t + [2, 1, 0, 3][c]) % 8]) * f32(255.001999))) for t in range(8) for c in range(4)]"
// BUFFER: binding=8 type=i32 count=48 expect="[(t * 10 + [0, 3, 1, 4, 2, 5][k] - 7) for t in range(8) for k in range(6)]"
StructuredBuffer<uint> R : register(t0);
StructuredBuffer<uint2> S : register(t1);
StructuredBuffer<uint4> Acc : register(t2);
RWStructuredBuffer<uint4> Msad : register(u3);
StructuredBuffer<float> F : register(t4);
RWStructuredBuffer<float4> LitDst : register(u5); // lit in [0, 8), dst in [8, 16)
RWStructuredBuffer<int4> Ubyte : register(u7);
RWStructuredBuffer<int> Tr : register(u8);

static const float colors[8] = {0.0, 0.25, 0.5, 1.0, 0.75, 0.125, 1.0, 0.0};

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint t = id.x;
    Msad[t] = msad4(R[t], S[t], Acc[t]);
    LitDst[t] = lit(F[3 * t], F[3 * t + 1], F[3 * t + 2]);
    float4 a = float4(F[(3 * t) % 20], F[(3 * t) % 20 + 1], F[(3 * t) % 20 + 2], F[(3 * t) % 20 + 3]);
    float4 b = float4(F[(3 * t + 4) % 20], F[(3 * t + 4) % 20 + 1], F[(3 * t + 4) % 20 + 2], F[(3 * t + 4) % 20 + 3]);
    LitDst[8 + t] = dst(a, b);
    float4 c = float4(colors[t % 8], colors[(t + 1) % 8], colors[(t + 2) % 8], colors[(t + 3) % 8]);
    Ubyte[t] = D3DCOLORtoUBYTE4(c);
    int base = (int)t * 10 - 7;
    int2x3 m = int2x3(base, base + 1, base + 2, base + 3, base + 4, base + 5);
    int3x2 mt = transpose(m);
    [unroll] for (uint k = 0; k < 6; k++)
        Tr[t * 6 + k] = mt[k / 2][k % 2];
}
