// ARGS: -T ps_6_0 -E main
// Root cause: HLSL enums are weakly typed (as in C): an int converts to an
// enum implicitly (m = A + B) and an enum promotes to int/float for
// intrinsics (sin(m)). Seen in DXC's CodeGenSPIRV test type.enum (which DXC
// compiles: OpStore %d of the OpIAdd, OpExtInst Sin of the converted value).
// Compiles (it gave OSH0301 "cannot convert from 'int' to 'Mode'" and
// OSH0351 "no matching overload for 'sin(Mode)'"). An enum class still
// takes a cast: frontend/invalid/enum_class_implicit.hlsl.
enum Mode { A, B, C = 3 };
AppendStructuredBuffer<Mode> Log;  // a method keeps the enum: Append(Mode)
float4 main(int i : I) : SV_Target {
    Mode m = (Mode)i;
    m = A + B;
    float s = sin(m);
    Log.Append(C);
    return float4(m == C ? 1.0 : 0.0, s, 0, 1);
}
