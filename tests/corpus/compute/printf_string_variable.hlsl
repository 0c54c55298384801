// ARGS: -T cs_6_0 -E main
// printf's format may be a string variable (const, or a global, which HLSL
// cannot assign): its initializer is the format, as DXC's intrinsics.printf
// and glslang's hlsl.printf.comp use it; it was OSH0552. The snapshot shows
// each OpString. WGSL drops printf (OSH5210); the runs check the rest.
// WGSL-WARNING: OSH5210
// DISPATCH: 1 1 1
// BUFFER: binding=0 count=2 expect="[7, 9]"
const string first = "first string";
string second = "second: %d";
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    printf(first);
    Out[0] = 7;
    printf(second, 2);
    Out[1] = 9;
}
