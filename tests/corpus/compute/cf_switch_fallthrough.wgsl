@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var r_phi: u32;
    var r_phi_1: u32;
    var r_phi_2: u32;
    t = gl_SV_DispatchThreadID.x;
    switch (t % 8u) {
        case 0u {
            r_phi = 1u;
            let r = r_phi;
            r_phi_2 = (r + 10u);
        }
        case 1u {
            r_phi = 0u;
            let r = r_phi;
            r_phi_2 = (r + 10u);
        }
        case 2u, 3u {
            r_phi_1 = 100u;
            let r_1 = r_phi_1;
            r_phi_2 = (r_1 + 1000u);
        }
        case 4u {
            r_phi_1 = 0u;
            let r_1 = r_phi_1;
            r_phi_2 = (r_1 + 1000u);
        }
        default {
            r_phi_2 = 5u;
        }
    }
    let r_2 = r_phi_2;
    Out[t] = (r_2 + (t * 100000u));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
