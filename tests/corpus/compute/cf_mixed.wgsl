@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e144: vec3<u32>;
    var _e177: u32;
    var _phi: u32;
    var _e280: u32;
    var _phi_1: u32;
    var _e278: u32;
    var _phi_2: u32;
    var _phi_3: u32;
    var _e287: u32;
    var _phi_4: u32;
    var _e285: u32;
    var _e293: u32;
    var _phi_5: u32;
    var _e289: u32;
    var _phi_6: u32;
    var _e283: u32;
    var _e225: u32;
    var _phi_7: u32;
    var _e282: u32;
    var _e238: u32;
    var _phi_8: u32;
    var _phi_9: u32;
    var _phi_10: u32;
    _e144 = gl_SV_DispatchThreadID;
    loop {
        _e177 = _e144.x;
        if (_e177 == 15u) {
            o[_e177] = 77u;
            break;
        }
        _phi = 0u;
        _phi_1 = 0u;
        loop {
            _e280 = _phi;
            _e278 = _phi_1;
            if !(_e280 < 100u) {
                break;
            }
            if (_e280 >= _e177) {
                break;
            }
            if ((_e280 % 2u) == 0u) {
                _phi_2 = _e278;
                continue;
            }
            _phi_2 = (_e278 + _e280);
            continuing {
                let _e277 = _phi_2;
                _phi = (_e280 + 1u);
                _phi_1 = _e277;
            }
        }
        _phi_3 = 0u;
        _phi_4 = 0u;
        loop {
            _e287 = _phi_3;
            _e285 = _phi_4;
            if !(_e287 < _e177) {
                break;
            }
            _phi_5 = 0u;
            _phi_6 = _e285;
            loop {
                _e289 = _phi_5;
                _e283 = _phi_6;
                if (_e289 >= _e287) {
                    break;
                }
                switch ((_e287 + _e289) % 3u) {
                    case 0u {
                        _phi_7 = _e283;
                    }
                    default {
                        _phi_7 = (_e283 + 1u);
                    }
                }
                _e282 = _phi_7;
                _e238 = (_e289 + 1u);
                continuing {
                    _phi_5 = _e238;
                    _phi_6 = _e282;
                }
            }
            _e225 = (_e287 + 1u);
            continuing {
                _phi_3 = _e225;
                _phi_4 = _e283;
            }
        }
        _e293 = select((_e177 + 100u), (_e177 * 2u), ((_e177 % 2u) == 0u));
        switch (_e177 % 6u) {
            case 0u {
                _phi_10 = 10u;
            }
            case 1u {
                _phi_8 = 1u;
                let _e299 = _phi_8;
                _phi_10 = (_e299 + 20u);
            }
            case 2u {
                _phi_8 = 0u;
                let _e299 = _phi_8;
                _phi_10 = (_e299 + 20u);
            }
            case 4u {
                _phi_9 = 0u;
                let _e298 = _phi_9;
                _phi_10 = (_e298 + 30u);
            }
            case 5u {
                _phi_10 = 30u;
            }
            default {
                _phi_9 = 3u;
                let _e298 = _phi_9;
                _phi_10 = (_e298 + 30u);
            }
        }
        let _e296 = _phi_10;
        o[_e177] = ((((_e296 * 1000u) + (_e278 * 10u)) + _e285) + (_e293 % 1000u));
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
