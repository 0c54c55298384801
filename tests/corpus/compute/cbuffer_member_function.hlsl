// ARGS: -T cs_6_0 -E main
// A function defined inside a cbuffer block is an ordinary global function
// that reads the members declared before it (DXC compiles fn.ctbuffer).
// scale = 3, bias = 7: Out[i] = i * 3 + 7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 kind=uniform init="[3, 7]"
// BUFFER: binding=1 count=8 expect="i * 3 + 7"
cbuffer Params : register(b0) {
    uint scale;
    uint bias;
    uint apply(uint x) { return x * scale + bias; }
};
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = apply(id.x);
}
