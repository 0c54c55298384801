@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e68: u32;
    var _e70: i32;
    var _phi: i32;
    var _phi_1: i32;
    var _phi_2: i32;
    var _e114: i32;
    var _phi_3: i32;
    var _e88: i32;
    var _phi_4: i32;
    var _e116: i32;
    var _phi_5: i32;
    var _e110: i32;
    var _e101: i32;
    var _e103: i32;
    _e68 = gl_SV_DispatchThreadID.x;
    _e70 = bitcast<i32>(In[_e68]);
    switch (_e70 & 3i) {
        case 0i {
            _phi = (_e70 + 1i);
            let _e113 = _phi;
            _phi_2 = 0i;
            _phi_3 = _e113;
            loop {
                if false { break; }
                _e114 = _phi_2;
                let _e112 = _phi_3;
                _e88 = (_e112 + 2i);
                continuing {
                    let _e91 = (_e114 + 1i);
                    _phi_2 = _e91;
                    _phi_3 = _e88;
                    break if !(_e91 < 3i);
                }
            }
            _phi_4 = 0i;
            _phi_5 = _e88;
            loop {
                _e116 = _phi_4;
                _e110 = _phi_5;
                if !(_e116 < 3i) {
                    break;
                }
                _e101 = (_e110 + _e116);
                _e103 = (_e116 + 1i);
                continuing {
                    _phi_4 = _e103;
                    _phi_5 = _e101;
                }
            }
            _phi_1 = _e110;
        }
        case 1i {
            _phi = _e70;
            let _e113 = _phi;
            _phi_2 = 0i;
            _phi_3 = _e113;
            loop {
                if false { break; }
                _e114 = _phi_2;
                let _e112 = _phi_3;
                _e88 = (_e112 + 2i);
                continuing {
                    let _e91 = (_e114 + 1i);
                    _phi_2 = _e91;
                    _phi_3 = _e88;
                    break if !(_e91 < 3i);
                }
            }
            _phi_4 = 0i;
            _phi_5 = _e88;
            loop {
                _e116 = _phi_4;
                _e110 = _phi_5;
                if !(_e116 < 3i) {
                    break;
                }
                _e101 = (_e110 + _e116);
                _e103 = (_e116 + 1i);
                continuing {
                    _phi_4 = _e103;
                    _phi_5 = _e101;
                }
            }
            _phi_1 = _e110;
        }
        default {
            _phi_1 = (_e70 - 100i);
        }
    }
    let _e111 = _phi_1;
    Out[_e68] = bitcast<u32>(_e111);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
