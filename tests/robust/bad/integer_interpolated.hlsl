// ARGS: -T ps_6_0 -E main
// Vulkan needs Flat on integer fragment inputs: centroid cannot apply to them.
float4 main(centroid uint id : ID, linear float w : W) : SV_Target
{
    return id * w;
}
