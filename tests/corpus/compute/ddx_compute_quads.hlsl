// ARGS: -T cs_6_6 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=64 expect="2*(i//16 + 1) if i%4 == 0 else 3*((i//4)%4 + 1) if i%4 == 1 else 3 if i%4 == 2 else 7"
// WGSL-ERROR: OSH5202
// Derivatives in a compute shader (SPV_KHR_compute_shader_derivatives, as
// DXC emits them): numthreads(4, 4, 1) has x and y even, so the derivative
// group is DerivativeGroupQuadsKHR: a quad is the 2x2 block of local ids
// (2a + {0,1}, 2b + {0,1}), ddx the difference along x inside it, ddy along y.
// Lane (x, y) writes 4 values at 4*(4y + x):
//   ddx_fine(2x(y+1))  = 2(x|1)(y+1) - 2(x&~1)(y+1) = 2(y+1)   (per row)
//   ddy_fine(3y(x+1))  = 3(x+1)                                (per column)
//   ddx(3x + 7y)       = 3, ddy_coarse(3x + 7y) = 7            (linear: any row)
// With i the element, lane = i/4, x = lane%4, y = lane/4 = i/16.
// WGSL has no derivatives outside fragment shaders.
RWStructuredBuffer<float> o : register(u0);

[numthreads(4, 4, 1)]
void main(uint3 id : SV_GroupThreadID)
{
    float x = id.x, y = id.y;
    uint base = 4 * (id.y * 4 + id.x);
    o[base + 0] = ddx_fine(2 * x * (y + 1));
    o[base + 1] = ddy_fine(3 * y * (x + 1));
    o[base + 2] = ddx(3 * x + 7 * y);
    o[base + 3] = ddy_coarse(3 * x + 7 * y);
}
