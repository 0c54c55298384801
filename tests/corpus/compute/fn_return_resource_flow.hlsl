// ARGS: -T cs_6_0 -E main
// Functions that return a resource the caller then uses, resolved as DXC's
// legalization resolves them after inlining:
//  - through a local of the callee that holds its parameter (viaLocal);
//  - through a method returning a member of `this` (Bundle::get);
//  - chosen by a bool parameter the call gives as a constant (pick): each
//    constant gets its own instance, in which the if folds.
// Each used to fail with OSH0505. A and B start at 0; the writes are
// A[0] = 1 (viaLocal), A[1] = 2 (b.get()), B[0] = 3 (pick(.., false)),
// A[2] = 4 (pick(.., true)), B[1] = 5 (a local assigned from pick).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=3 expect="[1.0, 2.0, 4.0]"
// BUFFER: binding=1 type=f32 count=2 expect="[3.0, 5.0]"
RWStructuredBuffer<float> A : register(u0);
RWStructuredBuffer<float> B : register(u1);

struct Bundle {
    RWStructuredBuffer<float> buf;
    RWStructuredBuffer<float> get() { return buf; }
};

RWStructuredBuffer<float> viaLocal(RWStructuredBuffer<float> p) {
    RWStructuredBuffer<float> copy = p;
    return copy;
}

RWStructuredBuffer<float> pick(RWStructuredBuffer<float> p, bool first) {
    RWStructuredBuffer<float> other = B;
    if (first)
        return p;
    else
        return other;
}

[numthreads(1, 1, 1)]
void main() {
    viaLocal(A)[0] = 1;
    Bundle b;
    b.buf = A;
    b.get()[1] = 2;
    pick(A, false)[0] = 3;
    pick(A, true)[2] = 4;
    RWStructuredBuffer<float> x = pick(A, 1 > 2);
    x[1] = 5;
}
