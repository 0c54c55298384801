// ARGS: -T cs_6_0 -E main
// Integer operators: out[8*i + k] for k = 0..7.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=64 expect=[-7,-2,-1,-14,-4,1,-6,3,-4,-1,-1,-16,-2,4,-1,3,-1,0,-1,-8,-1,5,-2,3,2,0,2,32,1,0,3,0,5,1,2,160,2,5,6,2,8,2,2,512,4,0,11,2,11,3,2,1408,5,1,10,2,14,4,2,3584,7,4,15,2]
RWStructuredBuffer<int> o : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int j = (int)id.x;
    int a = j * 3 - 7;
    uint base = id.x * 8;
    o[base + 0] = a;
    o[base + 1] = a / 3;
    o[base + 2] = a % 3;
    o[base + 3] = a << (j + 33);
    o[base + 4] = a >> 1;
    o[base + 5] = a & 5;
    o[base + 6] = (a | 2) ^ 1;
    o[base + 7] = (a < 0 ? 1 : 0) + (j != 3 ? 2 : 0);
}
