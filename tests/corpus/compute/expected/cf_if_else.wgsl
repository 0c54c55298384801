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
    let _e65 = gl_SV_DispatchThreadID;
    _e72 = _e65.x;
    let _e74 = (_e72 < 8u);
    if _e74 {
        let _e77 = (_e72 * 2u);
        r_phi = _e77;
    } else {
        let _e80 = (_e72 < 16u);
        if _e80 {
            let _e87 = (_e72 + 100u);
            r_phi_1 = _e87;
        } else {
            let _e90 = (_e72 & 1u);
            let _e91 = (_e90 != 0u);
            if _e91 {
                let _e95 = (1000u - _e72);
                r_phi_2 = _e95;
            } else {
                let _e98 = (_e72 > 24u);
                if _e98 {
                    let _e103 = (_e72 * _e72);
                    r_phi_3 = _e103;
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
    let _e83 = (_e72 % 5u);
    let _e84 = (_e83 == 0u);
    if _e84 {
        let _e108 = (r + 50000u);
        r_phi_4 = _e108;
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
