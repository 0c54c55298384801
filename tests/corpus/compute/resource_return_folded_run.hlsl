// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 init="i + 1"
// BUFFER: binding=1 count=8 init="100 + i"
// BUFFER: binding=2 index=0 count=8 init="1000 + i"
// BUFFER: binding=2 index=1 count=8 init="2000 + i"
// BUFFER: binding=3 kind=uniform init="[1, 0, 0, 0]"
// BUFFER: binding=4 count=8 expect="(i + 1) + (100 + i) + (2000 + i) + (100 + i)"
// WGSL-ERROR: OSH5202
// Functions returning a buffer that DXC's legalization resolves after
// inlining: the branch taken is decided by a constant argument (pick(0) is
// A, pick(7) is B), by a static const (viaConst() is B), and the element of
// a buffer array is chosen by a cbuffer member (elem() is Arr[sel], sel = 1).
// Out[i] = A[i] + B[i] + Arr[1][i] + B[i]. WebGPU has no buffer arrays.
StructuredBuffer<uint> A : register(t0);
StructuredBuffer<uint> B : register(t1);
StructuredBuffer<uint> Arr[2] : register(t2);
cbuffer CB : register(b3) { uint sel; };
RWStructuredBuffer<uint> Out : register(u4);

static const int K = 3;

StructuredBuffer<uint> pick(int w)
{
    if (w == 0)
        return A;
    else if (w > 5)
        return B;
    return A;
}

StructuredBuffer<uint> viaConst()
{
    if (K > 2) {
        return B;
    } else {
        return A;
    }
}

StructuredBuffer<uint> elem() { return Arr[sel]; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Out[i] = pick(0)[i] + pick(7)[i] + elem()[i] + viaConst()[i];
}
