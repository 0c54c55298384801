@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e87: u32;
    var _phi: u32;
    var _e141: u32;
    var _phi_1: u32;
    var _e140: u32;
    var _phi_2: u32;
    var _phi_3: u32;
    var _e144: u32;
    var _phi_4: u32;
    var _e143: u32;
    var _e117: u32;
    var _phi_5: u32;
    _e87 = gl_SV_DispatchThreadID.x;
    _phi = 0u;
    _phi_1 = 0u;
    loop {
        _e141 = _phi;
        _e140 = _phi_1;
        if !(_e141 < 100u) {
            break;
        }
        if ((_e141 % 3u) == 0u) {
            _phi_2 = _e140;
            continue;
        }
        if (_e141 > _e87) {
            break;
        }
        _phi_2 = (_e140 + _e141);
        continuing {
            let _e139 = _phi_2;
            _phi = (_e141 + 1u);
            _phi_1 = _e139;
        }
    }
    A[_e87] = _e140;
    _phi_3 = 0u;
    _phi_4 = 1u;
    loop {
        _e144 = _phi_3;
        _e143 = _phi_4;
        _e117 = (_e144 + 1u);
        if (_e144 > _e87) {
            break;
        }
        if ((_e144 & 1u) != 0u) {
            _phi_5 = _e143;
            continue;
        }
        _phi_5 = (_e143 + _e144);
        continuing {
            let _e142 = _phi_5;
            _phi_3 = _e117;
            _phi_4 = _e142;
        }
    }
    B[_e87] = _e143;
    return;
}

@compute @workgroup_size(48, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
