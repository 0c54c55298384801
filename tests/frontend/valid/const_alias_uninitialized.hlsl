// ARGS: -T vs_6_0 -E main -HV 2021
// A local whose type is a const alias needs no initializer (DXC's
// type.type-alias.hlsl declares `myConstUint v2;`), where `const uint v;`
// does (tests/frontend/invalid/const_alias.hlsl: assigning it is refused).
using myConstUint = const uint;
typedef const float4 CF4;
void main()
{
    myConstUint v2;
    CF4 v3;
}
