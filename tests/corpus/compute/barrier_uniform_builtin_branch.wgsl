enable subgroups;
diagnostic(off, subgroup_uniformity);

var<workgroup> g: u32;
var<workgroup> h: u32;
@group(0) @binding(1) var<storage, read> Flags: array<u32>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32, gl_SV_GroupID: vec3<u32>) {
    var param_gid: vec3<u32>;
    var t: u32;
    var t_1: u32;
    param_gid = gl_SV_GroupID;
    t = gl_SV_GroupThreadID.x;
    if (t == 0u) {
        let t_2 = param_gid.x;
        g = (10u + t_2);
        h = (100u + t_2);
    }
    t_1 = param_gid.x;
    if (Flags[t_1] != 0u) {
        workgroupBarrier();
        let t_3 = ((t_1 * 4u) + t);
        Out[t_3] = g;
    } else {
        let t_4 = ((t_1 * 4u) + t);
        Out[t_4] = 7u;
    }
    if (gl_SubgroupSize >= 1u) {
        workgroupBarrier();
        let t_5 = ((8u + (t_1 * 4u)) + t);
        Out[t_5] = h;
    }
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1(in_gl_SubgroupSize, in_gl_SV_GroupID);
}
