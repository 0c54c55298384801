// ARGS: -T cs_6_0 -E main
// An element of a resource array picked at run time may be passed to a
// function (the instance takes the index as a parameter), but not come back
// from it through an inout argument: what keep() leaves there would name its
// own parameter. Refused (OSH0536) at the call. A function that returns the
// resource it was given (pick) is resolved at the call, where the returned
// expression is the caller's bufs[i], and compiles.
RWStructuredBuffer<uint> bufs[4];
RWStructuredBuffer<uint> Out;
cbuffer P { uint i; };
RWStructuredBuffer<uint> pick(RWStructuredBuffer<uint> b) { return b; }
void keep(inout RWStructuredBuffer<uint> b) { b[0] = 1; }
[numthreads(1, 1, 1)]
void main() {
    RWStructuredBuffer<uint> b = pick(bufs[i]);
    Out[0] = b[0];
    RWStructuredBuffer<uint> c = bufs[i];
    keep(c);
}
