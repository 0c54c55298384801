// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 init="i" expect="i + 10 * i + 5"
// BUFFER: binding=1 count=8 init="10 * i"
// A global resource passed to an inout resource parameter (DXC's
// fn.param.inout.global.resource.hlsl): the parameter names the global, and
// what the callee writes through it lands there. Out[i] = i + 10 i + 5.
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> In : register(t1);

void addTo(inout RWStructuredBuffer<uint> b, inout StructuredBuffer<uint> src, uint i, uint v)
{
    b[i] += src[i] + v;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    addTo(Out, In, id.x, 5);
}
