// ARGS: -T cs_6_0 -E main
// Resource legalization with storage buffers: RWStructuredBuffers bundled
// in a struct (with a plain field), built by a function, copied, passed by
// value, changed through an inout parameter and put in a local array of
// structs; every access resolves to the global it was assigned from.
// Thread i (In[i] = i): run(a) writes OutA[i] = 3i + 1; b is a with
// dst = OutB and mul = 13, so threads i < 4 write OutB[i] = 13i + 1; the
// others write OutB[i] = OutA[i] + 100 = 3i + 101 through arr[1].dst and
// arr[0].dst. In is unchanged.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=8 init=i expect=i
// BUFFER: binding=1 count=8 init=0 expect=3*i+1
// BUFFER: binding=2 count=8 init=0 expect="13*i + 1 if i < 4 else 3*i + 101"
RWStructuredBuffer<uint> In : register(u0);
RWStructuredBuffer<uint> OutA : register(u1);
RWStructuredBuffer<uint> OutB : register(u2);

struct Io {
    RWStructuredBuffer<uint> src;
    uint mul;
    RWStructuredBuffer<uint> dst;
};

void run(Io io, uint i) { io.dst[i] = io.src[i] * io.mul + 1; }

Io make(RWStructuredBuffer<uint> dst, uint mul)
{
    Io r;
    r.src = In;
    r.dst = dst;
    r.mul = mul;
    return r;
}

void retarget(inout Io io)
{
    io.dst = OutB;
    io.mul += 10;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Io a = make(OutA, 3);
    run(a, i);
    Io b = a;
    retarget(b);
    if (i < 4) {
        run(b, i);
    } else {
        Io arr[2] = {a, b};
        arr[1].dst[i] = arr[0].dst[i] + 100;
    }
}
