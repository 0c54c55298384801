// ARGS: -T cs_6_2 -E main -enable-16bit-types
// half arithmetic and half buffers with -enable-16bit-types: every u32 word
// holds two halves (low, high), and neighbouring threads write the two halves
// of one word. h*2 + 0.5 is exact in half for these inputs. F: (float)h * 3.
// DISPATCH: 1 1 1
// BUFFER: binding=0 name=h init="[pack2x16(f16bits(1.5), f16bits(-2.25)), pack2x16(f16bits(0.125), f16bits(100.0)), pack2x16(f16bits(3.0), f16bits(-0.5)), pack2x16(f16bits(10.0), f16bits(0.0))]"
// BUFFER: binding=1 count=4 expect="[pack2x16(f16bits(3.5), f16bits(-4.0)), pack2x16(f16bits(0.75), f16bits(200.5)), pack2x16(f16bits(6.5), f16bits(-0.5)), pack2x16(f16bits(20.5), f16bits(0.5))]"
// BUFFER: binding=2 type=f32 count=8 expect="[4.5, -6.75, 0.375, 300.0, 9.0, -1.5, 30.0, 0.0]"
StructuredBuffer<half> H : register(t0);
RWStructuredBuffer<half> Out : register(u1);
RWStructuredBuffer<float> F : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    half h = H[id.x];
    half two = 2.0h;
    Out[id.x] = h * two + (half)0.5;
    F[id.x] = (float)h * 3.0;
}
