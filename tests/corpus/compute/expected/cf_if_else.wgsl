@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e72: u32;
    var r_phi: u32;
    var r: u32;
    var r_phi_1: u32;
    var r_phi_2: u32;
    var r_phi_3: u32;
    var r_phi_4: u32;
    _e72 = gl_SV_DispatchThreadID.x;
    if (_e72 < 8u) {
        r_phi = (_e72 * 2u);
    } else {
        if (_e72 < 16u) {
            r_phi_1 = (_e72 + 100u);
        } else {
            if ((_e72 & 1u) != 0u) {
                r_phi_2 = (1000u - _e72);
            } else {
                if (_e72 > 24u) {
                    r_phi_3 = (_e72 * _e72);
                } else {
                    r_phi_3 = 7u;
                }
                let r_1 = r_phi_3;
                r_phi_2 = r_1;
            }
            let r_2 = r_phi_2;
            r_phi_1 = r_2;
        }
        let r_3 = r_phi_1;
        r_phi = r_3;
    }
    r = r_phi;
    if ((_e72 % 5u) == 0u) {
        r_phi_4 = (r + 50000u);
    } else {
        r_phi_4 = r;
    }
    let r_4 = r_phi_4;
    Out[_e72] = r_4;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
