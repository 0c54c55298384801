// ARGS: -T vs_6_0 -E main
// TARGETS: wgsl
// EXPECT-WARNING: OSH5206
// No outputs at all (DXC tests often have `void main()` vertex shaders): the
// output struct holds only the synthesized position.
void main(float v : A)
{
}
