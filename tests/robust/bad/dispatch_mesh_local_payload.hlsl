// ARGS: -T as_6_5 -E main
// DispatchMesh's payload must be a groupshared variable (the task payload
// the whole group shares), not a local (OSH0561).
struct Payload { uint first; };
[numthreads(1, 1, 1)]
void main()
{
    Payload p;
    p.first = 3;
    DispatchMesh(1, 1, 1, p);
}
