// ARGS: -T as_6_5 -E main
// WGSL-ERROR: OSH5202
// An empty amplification shader still declares MeshShadingEXT and
// SPV_EXT_mesh_shader (its execution model needs them).
[numthreads(1, 1, 1)]
void main() {}
