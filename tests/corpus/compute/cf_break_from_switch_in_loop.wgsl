@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e174: u32;
    var _phi: u32;
    var _e258: u32;
    var _phi_1: u32;
    var _e257: u32;
    var _phi_2: u32;
    var _phi_3: u32;
    var _phi_4: bool;
    var _phi_5: u32;
    var _phi_6: u32;
    var _e221: u32;
    var _phi_7: bool;
    var _e254: bool;
    var _phi_8: u32;
    var _e251: u32;
    var _phi_9: u32;
    var _e250: u32;
    var _e228: u32;
    var _phi_10: bool;
    var _e253: bool;
    var _phi_11: u32;
    var _e249: u32;
    var _break_loop: bool;
    _e174 = gl_SV_DispatchThreadID.x;
    loop {
        _phi = 0u;
        _phi_1 = 0u;
        loop {
            _e258 = _phi;
            _e257 = _phi_1;
            if !(_e258 < _e174) {
                _phi_3 = u32();
                _phi_4 = false;
                break;
            }
            _break_loop = false;
            switch (_e258 % 4u) {
                case 0u {
                    _phi_5 = (_e257 + 1u);
                }
                case 1u {
                    _phi_2 = _e257;
                    continue;
                }
                case 2u {
                    _phi_5 = (_e257 + 10u);
                }
                default {
                    if (_e258 >= 7u) {
                        _phi_3 = (_e257 + 5000u);
                        _phi_4 = true;
                        _break_loop = true;
                        break;
                    }
                    _phi_5 = (_e257 + 1000u);
                }
            }
            if _break_loop {
                break;
            }
            let _e255 = _phi_5;
            _phi_2 = (_e255 + 100u);
            continuing {
                let _e256 = _phi_2;
                _phi = (_e258 + 1u);
                _phi_1 = _e256;
            }
        }
        let _e261 = _phi_3;
        let _e259 = _phi_4;
        if _e259 {
            _phi_6 = _e261;
            break;
        }
        _phi_6 = _e257;
        break;
        continuing {
        }
    }
    let _e262 = _phi_6;
    A[_e174] = _e262;
    _e221 = (_e174 % 5u);
    _phi_7 = false;
    _phi_8 = 0u;
    _phi_9 = 0u;
    loop {
        _e254 = _phi_7;
        _e251 = _phi_8;
        _e250 = _phi_9;
        if !(!(_e254)) {
            break;
        }
        _e228 = (_e251 + 1u);
        switch select(0i, 1i, (_e250 == _e221)) {
            case 1i {
                _phi_10 = true;
                _phi_11 = _e250;
            }
            default {
                _phi_10 = _e254;
                _phi_11 = (_e250 + 1u);
            }
        }
        _e253 = _phi_10;
        _e249 = _phi_11;
        continuing {
            _phi_7 = _e253;
            _phi_8 = _e228;
            _phi_9 = _e249;
        }
    }
    B[_e174] = _e251;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
