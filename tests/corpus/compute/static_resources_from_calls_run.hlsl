// ARGS: -T cs_6_0 -E main
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 name=A init=[0, 0, 0, 0] expect=[0, 20, 0, 40]
// BUFFER: binding=1 type=u32 name=B init=[0, 0, 0, 0] expect=[10, 0, 30, 0]
// Statics holding resources whose initializers are calls (DXC's
// spirv.legal.sbuffer.counter.struct): staticBundle = CreateBundle() holds
// (rw A, other B); staticWrapper = CreateWrapper() then holds b1 = (B, A)
// and b2 = (A, B), and CreateWrapper leaves staticBundle = b1 = (B, A).
// Initializers run in declaration order, so CreateWrapper sees
// staticBundle initialized. Worked out by hand:
//   lw.b1.rw[0] = 10           B[0]
//   lw.b2.rw[1] = 20           A[1]
//   staticBundle.rw[2] = 30    B[2]
//   staticBundle.other[3] = 40 A[3]
struct Bundle { RWStructuredBuffer<uint> rw; RWStructuredBuffer<uint> other; };
struct Wrapper { Bundle b1; Bundle b2; };

RWStructuredBuffer<uint> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);

Bundle CreateBundle()
{
    Bundle b;
    b.rw = A;
    b.other = B;
    return b;
}

static Bundle staticBundle = CreateBundle();

Wrapper CreateWrapper()
{
    Wrapper w;
    w.b1.rw = staticBundle.other;
    w.b1.other = staticBundle.rw;
    w.b2 = staticBundle;
    staticBundle = w.b1;
    return w;
}

static Wrapper staticWrapper = CreateWrapper();

Wrapper ReturnWrapper(Wrapper w) { return w; }

[numthreads(1, 1, 1)]
void main()
{
    Wrapper lw = ReturnWrapper(staticWrapper);
    lw.b1.rw[0] = 10;
    lw.b2.rw[1] = 20;
    staticBundle.rw[2] = 30;
    staticBundle.other[3] = 40;
}
