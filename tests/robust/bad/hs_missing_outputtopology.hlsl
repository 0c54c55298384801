// ARGS: -T hs_6_0 -E Hull
// A hull shader without [outputtopology] (DXC: "hull entry point must have
// a valid outputtopology attribute").
struct CP { float4 p : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC C(InputPatch<CP, 3> v) { return (PC)0; }
[domain("tri")] [partitioning("fractional_odd")] [patchconstantfunc("C")] [outputcontrolpoints(3)]
CP Hull(InputPatch<CP, 3> v, uint id : SV_OutputControlPointID) { return v[id]; }
