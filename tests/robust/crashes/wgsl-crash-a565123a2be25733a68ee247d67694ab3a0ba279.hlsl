// ARGS: -T cs_6_0 -E main
// A default label in the middle of a switch that falls through into the
// following case, and a signed selector with a negative case label.
// (x % 6) 0 -> 10; 3 -> 30; 4 -> 4; anything else -> 90 + 4.
// Second output, selector (int)x - 3: -3 -> 1, -1 -> 2, 2 -> 3, else 0.
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=24 expect="[10, 94, 94, 30, 4, 94][i % 6]"
// BUFFER: binding=1 count=24 expect="1 if i == 0 else 2 if i == 2 else 3 if i == 5 else 0"
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Out2 : register(u1);

[numthreads(24, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint r = 0;
    switch (id.x % 6) {
    case 0:
        r = 10;
        break;
    default:
        r = 90;
    case 4:
        r += 4;
        break;
    case 3:
        r = 30;
        break;
    }
    Out[id.x] = r;
    uint s;
    switch ((int)id.x - 3) {
    case 2: s = 3; break;
    default: s = 0; break;
    case -1: s = 2; break;
    case -3: s = 1; break;
    }
    Out2[id.x] = s;
}
