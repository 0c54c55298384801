// ARGS: -T cs_6_6 -E main -fspv-extension=SPV_NV_compute_shader_derivatives
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=16 expect="(8*(i//8) + (1 if (i//2)%4 < 2 else 5)) if i%2 == 0 else (16*(i//8) + (4 if (i//2)%2 == 0 else 8))"
// WGSL-ERROR: OSH5202
// numthreads(8, 1, 1): x a multiple of 4 with y = z = 1 makes the derivative
// group DerivativeGroupLinear (here through the NV extension, which
// -fspv-extension names): a quad is the four invocations 4k + {0,1,2,3},
// laid out as a 2x2 block, lanes 0 1 on top and 2 3 below. With v = n*n
// (n the local index, n = 4k + j):
//   ddx_fine: j = 0, 1: (4k+1)^2 - (4k)^2 = 8k + 1;  j = 2, 3: (4k+3)^2 - (4k+2)^2 = 8k + 5
//   ddy_fine: j = 0, 2: (4k+2)^2 - (4k)^2 = 16k + 4; j = 1, 3: (4k+3)^2 - (4k+1)^2 = 16k + 8
// Lane n writes ddx_fine at 2n and ddy_fine at 2n + 1 (k = i/8, j = (i/2)%4).
RWStructuredBuffer<float> o : register(u0);

[numthreads(8, 1, 1)]
void main(uint n : SV_GroupIndex)
{
    float v = float(n) * float(n);
    o[2 * n] = ddx_fine(v);
    o[2 * n + 1] = ddy_fine(v);
}
