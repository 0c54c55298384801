@group(0) @binding(0) var<storage, read> In: array<u32>;
var<workgroup> partial: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> Sums: array<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SV_GroupID: vec3<u32>) {
    var param_gid: vec3<u32>;
    var t: u32;
    var stride_phi: u32;
    var stride: u32;
    param_gid = gl_SV_GroupID;
    let t_1 = gl_SV_DispatchThreadID.x;
    t = gl_SV_GroupThreadID.x;
    partial[t] = In[t_1];
    workgroupBarrier();
    stride_phi = 32u;
    loop {
        stride = stride_phi;
        if !(stride > 0u) {
            break;
        }
        if (t < stride) {
            let t_2 = (t + stride);
            partial[t] = (partial[t] + partial[t_2]);
        }
        workgroupBarrier();
        continuing {
            stride_phi = ((stride >> 1u));
        }
    }
    if (t == 0u) {
        let t_3 = param_gid.x;
        Sums[t_3] = partial[0];
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SV_GroupID);
}
