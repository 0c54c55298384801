enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> gl_SubgroupInvocationID: u32;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32) {
    let count = gl_SubgroupSize;
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = (select(0u, 1u, (gl_SubgroupInvocationID < count)) + select(0u, 10u, ((count >= 4u) & ((count & (count - 1u)) == 0u))));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SubgroupSize);
}
