// ARGS: -T cs_6_0 -E main
// Loops whose body always returns, in functions that get inlined: the
// do-while's condition block and the code after the loop are unreachable
// until the inliner's return flag makes the loop exits real. Both gave
// invalid SPIR-V (a continue construct leaving its loop sideways; a back
// edge to a block that was no loop header; a loop after the first one taken
// to be inside it; a return in unreachable code leaving its loop sideways)
// at -O0 and -O3 (found by a random control-flow test against lavapipe).
//   f(x) = 2x (the do-while returns on its first pass)
//   g(x) = x + 10 when x > 3 (returns from the while loop), else x - 1
//   h(x) = 5 when x > 2 (the for loop returns at i == 2), else 3x
//   k(x) = x (both arms of the if leave; the loop after it is dead code)
//   q(x, y) = x + y (the while loop never runs; its body would return through
//   a constant switch, and its dead inner loops fed the header's phi: -O3
//   used a value that no block defined)
// In = [0, 1, 2, 3, 4, 5, 6, 7]
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 name=a init=[0, 1, 2, 3, 4, 5, 6, 7]
// BUFFER: binding=1 type=i32 count=40 expect="[2 * a[j] for j in range(8)] + [a[j] + 10 if a[j] > 3 else a[j] - 1 for j in range(8)] + [5 if a[j] > 2 else 3 * a[j] for j in range(8)] + [a[j] for j in range(8)] + [a[j] + a[(j + 1) % 8] for j in range(8)]"
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u1);

int f(int x) {
    int i = 0;
    do {
        return x * 2;
    } while (++i < 0);
    return x;
}

int g(int x) {
    while (true) {
        if (x > 3)
            return x + 10;
        break;
    }
    return x - 1;
}

int h(int x) {
    switch (x & 1) {
    default: {
        for (int i = 0; i < x; i++) {
            if (i == 2)
                return 5;
        }
        int j = 0;
        do {
            return x * 3;
        } while (++j < 5);
    } break;
    }
    return x;
}

int k(int x) {
    switch (x & 0) {
    case 0: {
        if (x > 100) {
            return 1;
        } else {
            break;
        }
        int i = 0;
        while (i < 4) {
            i++;
            if (x == 9)
                return 2;
        }
    } break;
    }
    return x;
}

int q(int x, int y) {
    if (x >= 0) {
        int i = 0;
        while (i < 0) {
            i++;
            switch (4) {
            case 4: {}
            case 2: { return 5; }
            }
            for (int a = 0; a < 5; a++)
                for (int b = 0; b < 5; b++)
                    y = y + 2;
        }
    }
    return x + y;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Out[id.x] = f(In[id.x]);
    Out[8 + id.x] = g(In[id.x]);
    Out[16 + id.x] = h(In[id.x]);
    Out[24 + id.x] = k(In[id.x]);
    Out[32 + id.x] = q(In[id.x], In[(id.x + 1) % 8]);
}
