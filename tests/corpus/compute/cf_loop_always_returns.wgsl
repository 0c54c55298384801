@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e456: u32;
    var _e458: i32;
    var _phi: i32;
    var _phi_1: bool;
    var _phi_2: i32;
    var _phi_3: i32;
    var _e652: i32;
    var _phi_4: i32;
    var _phi_5: bool;
    var _phi_6: i32;
    var _phi_7: i32;
    var _e582: i32;
    var _phi_8: i32;
    var _phi_9: i32;
    var _phi_10: i32;
    var _e660: i32;
    var _phi_11: i32;
    var _phi_12: bool;
    var _phi_13: i32;
    var _break_loop: bool;
    var _break_loop_1: bool;
    _e456 = gl_SV_DispatchThreadID.x;
    _e458 = bitcast<i32>(In[_e456]);
    Out[_e456] = bitcast<u32>((_e458 * 2i));
    loop {
        loop {
            if (_e458 > 3i) {
                _phi = (_e458 + 10i);
                _phi_1 = true;
                break;
            }
            _phi = i32();
            _phi_1 = false;
            break;
            continuing {
            }
        }
        let _e650 = _phi;
        let _e648 = _phi_1;
        if _e648 {
            _phi_2 = _e650;
            break;
        }
        _phi_2 = (_e458 - 1i);
        break;
        continuing {
        }
    }
    let _e651 = _phi_2;
    let _e505 = (8u + _e456);
    Out[_e505] = bitcast<u32>(_e651);
    loop {
        _break_loop = false;
        switch (_e458 & 1i) {
            default {
                _phi_3 = 0i;
                loop {
                    _e652 = _phi_3;
                    if !(_e652 < _e458) {
                        _phi_4 = i32();
                        _phi_5 = false;
                        break;
                    }
                    if (_e652 == 2i) {
                        _phi_4 = 5i;
                        _phi_5 = true;
                        break;
                    }
                    continuing {
                        _phi_3 = (_e652 + 1i);
                    }
                }
                let _e657 = _phi_4;
                let _e655 = _phi_5;
                if _e655 {
                    _phi_6 = _e657;
                    _break_loop = true;
                    break;
                }
                _phi_6 = (_e458 * 3i);
                _break_loop = true;
                break;
            }
        }
        if _break_loop {
            break;
        }
        continuing {
        }
    }
    let _e656 = _phi_6;
    let _e548 = (16u + _e456);
    Out[_e548] = bitcast<u32>(_e656);
    loop {
        _break_loop_1 = false;
        switch 0i {
            default {
                if (_e458 > 100i) {
                    _phi_7 = 1i;
                    _break_loop_1 = true;
                    break;
                } else {
                    break;
                }
            }
        }
        if _break_loop_1 {
            break;
        }
        _phi_7 = _e458;
        break;
        continuing {
        }
    }
    let _e568 = _phi_7;
    let _e571 = (24u + _e456);
    Out[_e571] = bitcast<u32>(_e568);
    let _e580 = ((_e456 + 1u) % 8u);
    _e582 = bitcast<i32>(In[_e580]);
    loop {
        if (_e458 >= 0i) {
            _phi_9 = 0i;
            _phi_10 = _e582;
            loop {
                let _e663 = _phi_9;
                _e660 = _phi_10;
                if !(_e663 < 0i) {
                    _phi_11 = i32();
                    _phi_12 = false;
                    break;
                }
                _phi_11 = 5i;
                _phi_12 = true;
                break;
                continuing {
                    _phi_9 = i32();
                    _phi_10 = i32();
                }
            }
            let _e679 = _phi_11;
            let _e676 = _phi_12;
            if _e676 {
                _phi_13 = _e679;
                break;
            }
            _phi_8 = _e660;
        } else {
            _phi_8 = _e582;
        }
        let _e661 = _phi_8;
        _phi_13 = (_e458 + _e661);
        break;
        continuing {
        }
    }
    let _e681 = _phi_13;
    let _e633 = (32u + _e456);
    Out[_e633] = bitcast<u32>(_e681);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
