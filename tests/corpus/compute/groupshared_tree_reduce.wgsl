@group(0) @binding(0) var<storage, read> src: array<u32>;
var<workgroup> sh: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupIndex: u32;
var<private> gl_SV_GroupID: vec3<u32>;

fn main_1() {
    var _e63: u32;
    var _e64: vec3<u32>;
    var _phi: u32;
    var _e114: u32;
    _e63 = gl_SV_GroupIndex;
    _e64 = gl_SV_GroupID;
    let _e72 = gl_SV_DispatchThreadID.x;
    sh[_e63] = src[_e72];
    workgroupBarrier();
    _phi = 32u;
    loop {
        _e114 = _phi;
        if !(_e114 > 0u) {
            break;
        }
        if (_e63 < _e114) {
            let _e98 = (_e63 + _e114);
            sh[_e63] = (sh[_e63] + sh[_e98]);
        }
        workgroupBarrier();
        continuing {
            _phi = ((_e114 >> 1u));
        }
    }
    if (_e63 == 0u) {
        let _e107 = _e64.x;
        dst[_e107] = sh[0];
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>, @builtin(local_invocation_index) in_gl_SV_GroupIndex: u32, @builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    gl_SV_GroupID = in_gl_SV_GroupID;
    main_1();
}
