// ARGS: -T cs_6_0 -E main
// A built-in type's name is no keyword: a field named Buffer (DXC's
// type.rwstructured-buffer.baseclass.counter.hlsl) or a local named half
// hides the type where it is visible (followed by `<`, the name is the type
// again). It was "expected a type, found 'Buffer'".
// Out = [5, 2.5 * 2] through the member.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=2 expect="[5.0, 5.0]"
RWStructuredBuffer<float> Out : register(u0);

struct Holder {
    RWStructuredBuffer<float> Buffer;
    void Put(uint i, float v) { Buffer[i] = v; }
};

[numthreads(1, 1, 1)]
void main() {
    Holder h;
    h.Buffer = Out;
    h.Put(0, 5);
    float half = 2.5;
    h.Put(1, half * 2);
}
