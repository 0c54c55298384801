// ARGS: -T vs_6_0 -E main
// DeviceIndex is read, never written.
struct VsOut {
    float4 pos : SV_Position;
    [[vk::builtin("DeviceIndex")]] uint dev : DEVICE;
};
VsOut main(float4 p : POSITION)
{
    VsOut o;
    o.pos = p;
    o.dev = 0;
    return o;
}
