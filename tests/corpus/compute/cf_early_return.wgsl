@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e65: vec3<u32>;
    var _e118: u32;
    var _phi: u32;
    var _e171: u32;
    var _phi_1: u32;
    _e65 = gl_SV_DispatchThreadID;
    loop {
        _e118 = _e65.x;
        if ((_e118 % 4u) == 0u) {
            Out[_e118] = (1000u + _e118);
            break;
        }
        loop {
            if (_e118 < 5u) {
                _phi_1 = _e118;
                break;
            }
            _phi = 0u;
            loop {
                _e171 = _phi;
                if ((_e171 * _e171) > _e118) {
                    break;
                }
                continuing {
                    _phi = (_e171 + 1u);
                }
            }
            _phi_1 = _e171;
            break;
            continuing {
            }
        }
        let _e179 = _phi_1;
        Out[_e118] = _e179;
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(40, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
