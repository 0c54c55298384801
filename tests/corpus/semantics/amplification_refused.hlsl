// ARGS: -T as_6_5 -E main
// Mesh and amplification shaders are not implemented (DispatchMesh and
// SetMeshOutputCounts are not lowered): even an empty one is refused rather
// than emitted without MeshShadingEXT.
// EXPECT-ERROR: OSH0523
[numthreads(1, 1, 1)]
void main() {}
