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
        let _e123 = (_e122 % 4u);
        let _e124 = (_e123 == 0u);
        if _e124 {
            let _e128 = (1000u + _e122);
            Out[_e122] = _e128;
            break;
        }
        loop {
            let _e139 = (_e122 < 5u);
            if _e139 {
                retval_phi = _e122;
                break;
            }
            k_phi = 0u;
            loop {
                k = k_phi;
                let _e149 = (k * k);
                let _e151 = (_e149 > _e122);
                if _e151 {
                    break;
                }
                continuing {
                    let _e154 = (k + 1u);
                    k_phi = _e154;
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
