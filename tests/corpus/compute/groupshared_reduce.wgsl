@group(0) @binding(0) var<storage, read> In: array<u32>;
var<workgroup> partial: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> Sums: array<u32>;
var<private> gl_SV_GroupID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e67: vec3<u32>;
    var _e81: u32;
    var _phi: u32;
    var _e129: u32;
    _e67 = gl_SV_GroupID;
    let _e77 = gl_SV_DispatchThreadID.x;
    _e81 = gl_SV_GroupThreadID.x;
    partial[_e81] = In[_e77];
    workgroupBarrier();
    _phi = 32u;
    loop {
        _e129 = _phi;
        if !(_e129 > 0u) {
            break;
        }
        if (_e81 < _e129) {
            let _e108 = (_e81 + _e129);
            partial[_e81] = (partial[_e81] + partial[_e108]);
        }
        workgroupBarrier();
        continuing {
            _phi = ((_e129 >> 1u));
        }
    }
    if (_e81 == 0u) {
        let _e117 = _e67.x;
        Sums[_e117] = partial[0];
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
