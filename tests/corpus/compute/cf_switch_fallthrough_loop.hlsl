// ARGS: -T cs_6_0 -E main
// A case that falls through into a case holding a loop. WGSL has no
// fall-through, so the fallen-into case is written twice; the loop inside
// it was taken for unstructured control flow (OSH5202) before.
//   s = a & 3: case 0 adds 1, then falls into case 1; case 1 runs a
//   do-while 3 times adding 2 each, then a while loop adding i (0+1+2);
//   default subtracts 100.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 name=a init=[0, 1, 2, 3, 4, 5, 6, 7]
// BUFFER: binding=1 type=i32 count=8 expect="[a[j] + (1 if a[j] % 4 == 0 else 0) + 6 + 3 if a[j] % 4 < 2 else a[j] - 100 for j in range(8)]"
StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int x = In[id.x];
    switch (x & 3) {
    case 0:
        x += 1;
    case 1: {
        int i = 0;
        do {
            x += 2;
        } while (++i < 3);
        int k = 0;
        while (k < 3) {
            x += k;
            k++;
        }
        break;
    }
    default:
        x -= 100;
        break;
    }
    Out[id.x] = x;
}
