@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e53: u32;
    var r_phi: u32;
    var r_phi_1: u32;
    var r_phi_2: u32;
    let _e47 = gl_SV_DispatchThreadID;
    _e53 = _e47.x;
    let _e54 = (_e53 % 8u);
    switch _e54 {
        case 0u {
            r_phi = 1u;
            let r = r_phi;
            let _e60 = (r + 10u);
            r_phi_2 = _e60;
        }
        case 1u {
            r_phi = 0u;
            let r = r_phi;
            let _e60 = (r + 10u);
            r_phi_2 = _e60;
        }
        case 2u, 3u {
            r_phi_1 = 100u;
            let r_1 = r_phi_1;
            let _e66 = (r_1 + 1000u);
            r_phi_2 = _e66;
        }
        case 4u {
            r_phi_1 = 0u;
            let r_1 = r_phi_1;
            let _e66 = (r_1 + 1000u);
            r_phi_2 = _e66;
        }
        default {
            r_phi_2 = 5u;
        }
    }
    let r_2 = r_phi_2;
    let _e72 = (_e53 * 100000u);
    let _e73 = (r_2 + _e72);
    Out[_e53] = _e73;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
