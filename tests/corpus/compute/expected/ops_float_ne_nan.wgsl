@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read> B: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e106: u32;
    var _e108: f32;
    var _e112: f32;
    var _phi: bool;
    var a_phi: f32;
    var a: f32;
    var r: u32;
    var r_phi: u32;
    var r_1: u32;
    var r_phi_1: u32;
    var r_2: u32;
    var r_phi_2: u32;
    var r_3: u32;
    var r_phi_3: u32;
    var r_4: u32;
    var r_phi_4: u32;
    var r_5: u32;
    var r_phi_5: u32;
    _e106 = gl_SV_DispatchThreadID.x;
    _e108 = bitcast<f32>(A[_e106]);
    _e112 = bitcast<f32>(B[_e106]);
    if (_e108 == 0f) {
        _phi = (_e112 == 0f);
    } else {
        _phi = false;
    }
    let _e120 = _phi;
    if _e120 {
        a_phi = (_e108 / _e112);
    } else {
        a_phi = _e108;
    }
    a = a_phi;
    r = select(0u, 1u, (a == _e112));
    if (!(a == _e112)) {
        r_phi = (r | 2u);
    } else {
        r_phi = r;
    }
    r_1 = r_phi;
    if (a < _e112) {
        r_phi_1 = (r_1 | 4u);
    } else {
        r_phi_1 = r_1;
    }
    r_2 = r_phi_1;
    if (a <= _e112) {
        r_phi_2 = (r_2 | 8u);
    } else {
        r_phi_2 = r_2;
    }
    r_3 = r_phi_2;
    if (a > _e112) {
        r_phi_3 = (r_3 | 16u);
    } else {
        r_phi_3 = r_3;
    }
    r_4 = r_phi_3;
    if (a >= _e112) {
        r_phi_4 = (r_4 | 32u);
    } else {
        r_phi_4 = r_4;
    }
    r_5 = r_phi_4;
    if ((bitcast<u32>(a) & 0x7fffffffu) > 0x7f800000u) {
        r_phi_5 = (r_5 | 64u);
    } else {
        r_phi_5 = r_5;
    }
    let r_6 = r_phi_5;
    Out[_e106] = r_6;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
