@group(0) @binding(0) var<storage, read> In: array<u32>;
var<workgroup> partial: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> Sums: array<u32>;
var<private> gl_SV_GroupID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e65: vec3<u32>;
    var _e81: u32;
    var stride_phi: u32;
    var stride: u32;
    _e65 = gl_SV_GroupID;
    let _e67 = gl_SV_GroupThreadID;
    let _e69 = gl_SV_DispatchThreadID;
    let _e77 = _e69.x;
    let _e79 = In[_e77];
    _e81 = _e67.x;
    partial[_e81] = _e79;
    workgroupBarrier();
    stride_phi = 32u;
    loop {
        stride = stride_phi;
        let _e86 = (stride > 0u);
        if !(_e86) {
            break;
        }
        let _e91 = (_e81 < stride);
        if _e91 {
            let _e104 = partial[_e81];
            let _e108 = (_e81 + stride);
            let _e110 = partial[_e108];
            let _e111 = (_e104 + _e110);
            partial[_e81] = _e111;
        }
        workgroupBarrier();
        continuing {
            let _e95 = (stride >> 1u);
            stride_phi = _e95;
        }
    }
    let _e99 = (_e81 == 0u);
    if _e99 {
        let _e115 = partial[0];
        let _e117 = _e65.x;
        Sums[_e117] = _e115;
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_GroupID = in_gl_SV_GroupID;
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
