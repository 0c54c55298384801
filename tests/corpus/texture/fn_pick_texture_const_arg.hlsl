// ARGS: -T cs_6_0 -E main
// readAt(i) calls getTex(i), which returns a texture chosen by i: i is a
// constant at each call of readAt, so each constant gets its own instance
// of readAt (and of getTex) in which the choice folds, as DXC's inlining
// and folding resolve it (vk.combined-image-sampler). It used to fail with
// OSH0505. T0 holds 5 + x, T1 holds 50 + x (init), so
// readAt(0) = T0[1] = 6, readAt(1) = T1[2] = 52, readAt(7) = T1[7 - 5] = 52.
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=r32f size=4x1 init="5 + x"
// IMAGE: binding=1 kind=sampled format=r32f size=4x1 init="50 + x"
// BUFFER: binding=2 type=f32 count=3 expect="[6.0, 52.0, 52.0]"
Texture2D<float> T0 : register(t0);
Texture2D<float> T1 : register(t1);
RWStructuredBuffer<float> Out : register(u2);

Texture2D<float> getTex(int i) {
    if (i == 0)
        return T0;
    return T1;
}

float readAt(int i) {
    int x = i == 0 ? 1 : (i == 1 ? 2 : i - 5);
    return getTex(i).Load(int3(x, 0, 0));
}

[numthreads(1, 1, 1)]
void main() {
    Out[0] = readAt(0);
    Out[1] = readAt(1);
    Out[2] = readAt(7);
}
