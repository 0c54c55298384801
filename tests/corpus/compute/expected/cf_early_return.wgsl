@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e65: vec3<u32>;
    var _e122: u32;
    var k_phi: u32;
    var k: u32;
    var retval_phi: u32;
    _e65 = gl_SV_DispatchThreadID;
    loop {
        _e122 = _e65.x;
        if ((_e122 % 4u) == 0u) {
            Out[_e122] = (1000u + _e122);
            break;
        }
        loop {
            if (_e122 < 5u) {
                retval_phi = _e122;
                break;
            }
            k_phi = 0u;
            loop {
                k = k_phi;
                if ((k * k) > _e122) {
                    break;
                }
                continuing {
                    k_phi = (k + 1u);
                }
            }
            retval_phi = k;
            break;
            continuing {
            }
        }
        let retval = retval_phi;
        Out[_e122] = retval;
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
