// ARGS: -T cs_6_0 -E main
// A texture's operator[] and .mips[][] take uintN: a scalar coordinate is
// splatted to every component, as DXC converts it (uint to uint3 is
// (i, i, i)). The index used to reach OpImageRead/OpImageFetch as one
// component (invalid SPIR-V: an arrayed 2D image needs three). Layer l of
// the 4x4x4 array holds init 1000*l + 10*y + x, so T[i] reads texel
// (i, i) of layer i: 1000*i + 11*i; R[i] of the storage image gets the
// same formula of its own init (2000*l + 20*y + 2*x).
// DISPATCH: 1 1 1
// IMAGE: binding=0 kind=sampled format=r32ui dim=2d-array size=4x4 layers=4 init="1000*layer + 10*y + x"
// IMAGE: binding=1 format=r32ui dim=2d-array size=4x4 layers=4 init="2000*layer + 20*y + 2*x" expect="2000*layer + 20*y + 2*x"
// BUFFER: binding=2 type=u32 count=12 expect="[0, 1011, 2022, 3033, 0, 1011, 2022, 3033, 0, 2022, 4044, 6066]"
Texture2DArray<uint> T : register(t0);
RWTexture2DArray<uint> R : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    Out[i] = T[i];
    Out[4 + i] = T.mips[0][i];
    Out[8 + i] = R[i];
}
