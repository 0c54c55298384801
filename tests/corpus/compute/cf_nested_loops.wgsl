@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e116: u32;
    var _phi: u32;
    var _e195: u32;
    var _phi_1: u32;
    var _e194: u32;
    var _phi_2: u32;
    var _e196: u32;
    var _phi_3: u32;
    var _e193: u32;
    var _phi_4: u32;
    var _phi_5: u32;
    var _e203: u32;
    var _phi_6: bool;
    var _e202: bool;
    var _phi_7: u32;
    var _e199: u32;
    var _phi_8: u32;
    var _e204: u32;
    var _phi_9: u32;
    var _e198: u32;
    var _phi_10: bool;
    var _e201: bool;
    var _e188: u32;
    _e116 = gl_SV_DispatchThreadID.x;
    _phi = 0u;
    _phi_1 = 0u;
    loop {
        _e195 = _phi;
        _e194 = _phi_1;
        if !(_e195 < _e116) {
            break;
        }
        _phi_2 = 0u;
        _phi_3 = _e194;
        loop {
            _e196 = _phi_2;
            _e193 = _phi_3;
            if !(_e196 < 100u) {
                break;
            }
            if (_e196 == 3u) {
                break;
            }
            if (_e196 >= _e195) {
                _phi_4 = _e193;
                continue;
            }
            _phi_4 = (_e193 + (_e195 * _e196));
            continuing {
                let _e192 = _phi_4;
                _phi_2 = (_e196 + 1u);
                _phi_3 = _e192;
            }
        }
        continuing {
            _phi = (_e195 + 1u);
            _phi_1 = _e193;
        }
    }
    A[_e116] = _e194;
    _phi_5 = 0u;
    _phi_6 = false;
    _phi_7 = 0u;
    loop {
        _e203 = _phi_5;
        _e202 = _phi_6;
        _e199 = _phi_7;
        if !((_e203 < 8u) & (!(_e202))) {
            break;
        }
        _phi_8 = 0u;
        _phi_9 = _e199;
        loop {
            _e204 = _phi_8;
            _e198 = _phi_9;
            if !(_e204 < 8u) {
                _phi_10 = _e202;
                break;
            }
            if ((_e203 * _e204) > _e116) {
                _phi_10 = true;
                break;
            }
            _e188 = (_e198 + 1u);
            continuing {
                _phi_8 = (_e204 + 1u);
                _phi_9 = _e188;
            }
        }
        _e201 = _phi_10;
        continuing {
            _phi_5 = (_e203 + 1u);
            _phi_6 = _e201;
            _phi_7 = _e198;
        }
    }
    B[_e116] = _e199;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
