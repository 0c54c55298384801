// ARGS: -T cs_6_0 -E main
// A resource local names the buffer that the path through the code leaves
// in it, not the last one assigned in the source:
//   Out[0]: if (true) picks A (10), not the else branch's B
//   Out[1]: switch on a constant 1 picks the case 1 (B: 20), which falls
//           through to nothing else
//   Out[2]: a run-time if that returns in its branch: the code after it
//           sees the buffer assigned before the if (A: 10); Out[3] the
//           branch itself (C: 30) when taken (N == 7 is taken: 30)
//   Out[4..6]: an [unroll] loop whose constant counter picks C, A, B for
//           j = 0, 1, 2 (30, 10, 20)
//   Out[7]: a run-time loop that assigns before each use (B then B: 20)
//   Out[8]: ?: with a constant condition (PICK == 1) picks C (30)
//   Out[9]: a static that a call in a loop sets to C before each use (30)
// A holds 10, B 20, C 30 at index 0; N is 7 (a cbuffer value).
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=1 init="[10][i]"
// BUFFER: binding=1 type=u32 count=1 init="[20][i]"
// BUFFER: binding=2 type=u32 count=1 init="[30][i]"
// BUFFER: binding=3 kind=uniform type=u32 count=4 init="[7, 0, 0, 0][i]"
// BUFFER: binding=4 type=u32 count=10 expect="[10, 20, 10, 30, 30, 10, 20, 20, 30, 30]"
StructuredBuffer<uint> A : register(t0);
StructuredBuffer<uint> B : register(t1);
StructuredBuffer<uint> C : register(t2);
cbuffer P : register(b3) { uint N; };
RWStructuredBuffer<uint> Out : register(u4);

static const int PICK = 1;
static StructuredBuffer<uint> st = A;

void set_c() { st = C; }

void early(uint gi)
{
    StructuredBuffer<uint> b = A;
    if (N == 7) {
        b = C;
        Out[3] = b[gi];
        return;
    }
    Out[3] = 99;
    Out[2] = b[gi];
}

[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    StructuredBuffer<uint> b;
    if (true) {
        b = A;
    } else {
        b = B;
    }
    Out[0] = b[gi];

    switch (PICK) {
    case 0: b = A; break;
    case 1: b = B; break;
    default: b = C; break;
    }
    Out[1] = b[gi];

    Out[2] = A[gi]; // early() writes it only when N != 7
    early(gi);

    [unroll]
    for (int j = 0; j < 3; j++) {
        if (j == 0)
            b = C;
        else if (j == 1)
            b = A;
        else
            b = B;
        Out[4 + j] = b[gi];
    }

    for (uint k = 0; k < N; k++) {
        b = B;
        Out[7] = b[gi];
    }

    StructuredBuffer<uint> t = PICK == 1 ? C : A;
    Out[8] = t[gi];

    for (uint q = 0; q < N; q++) {
        set_c();
        Out[9] = st[gi];
    }
}
