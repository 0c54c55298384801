enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> NumSubgroups: u32;
var<private> SubgroupId: u32;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32) {
    let param_id = gl_SV_DispatchThreadID;
    let count = NumSubgroups;
    let index = SubgroupId;
    let t = subgroupAll(index == subgroupBroadcastFirst(index));
    let t_1 = param_id.x;
    Out[t_1] = bitcast<u32>(((select(0i, 1i, ((count * gl_SubgroupSize) == 64u)) + select(0i, 2i, (index < count))) + select(0i, 4i, t)));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(num_subgroups) in_NumSubgroups: u32, @builtin(subgroup_id) in_SubgroupId: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    NumSubgroups = in_NumSubgroups;
    SubgroupId = in_SubgroupId;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SubgroupSize);
}
