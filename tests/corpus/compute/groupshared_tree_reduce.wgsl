@group(0) @binding(0) var<storage, read> src: array<u32>;
var<workgroup> sh: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1(gl_SV_GroupID: vec3<u32>) {
    var param_gi: u32;
    var param_g: vec3<u32>;
    var s_phi: u32;
    var s: u32;
    param_gi = gl_SV_GroupIndex;
    param_g = gl_SV_GroupID;
    let t = gl_SV_DispatchThreadID.x;
    sh[param_gi] = src[t];
    workgroupBarrier();
    s_phi = 32u;
    loop {
        s = s_phi;
        if !(s > 0u) {
            break;
        }
        if (param_gi < s) {
            let t_1 = (param_gi + s);
            sh[param_gi] = (sh[param_gi] + sh[t_1]);
        }
        workgroupBarrier();
        continuing {
            s_phi = ((s >> 1u));
        }
    }
    if (param_gi == 0u) {
        let t_2 = param_g.x;
        dst[t_2] = sh[0];
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>, @builtin(local_invocation_index) in_gl_SV_GroupIndex: u32, @builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1(in_gl_SV_GroupID);
}
