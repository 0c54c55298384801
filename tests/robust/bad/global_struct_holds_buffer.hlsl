// ARGS: -T ps_6_0 -E main
// A global struct of resources holding a buffer: DXC refuses it (the
// buffer's counter has no place in the struct), and so do we.
struct S {
    Texture2D t;
    StructuredBuffer<float4> b;
};
S g;
float4 main() : SV_Target { return g.b[0] + g.t.Load(int3(0, 0, 0)); }
