// ARGS: -T lib_6_7
// A payload access qualifier names a stage that has none.
struct [raypayload] Payload {
    float4 color : read(caller, raygen) : write(closesthit);
};
[shader("miss")]
void Miss(inout Payload p) { p.color = 1; }
