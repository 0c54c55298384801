// ARGS: -T cs_6_0 -E main
// Static locals keep their value; int3 thread ids convert from the uint3 built-in.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=i32 count=4 expect=[i + 10 + 3 for i in range(4)]
RWStructuredBuffer<int> o : register(u0);
int next() { static int n = 10; n += 1; return n; }
[numthreads(4, 1, 1)]
void main(int3 id : SV_GroupThreadID) {
    next(); next();
    o[id.x] = id.x + next();
}
