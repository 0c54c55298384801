@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out2: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var r_phi: u32;
    var r_phi_1: u32;
    var s_phi: u32;
    t = gl_SV_DispatchThreadID.x;
    switch (t % 6u) {
        case 0u {
            r_phi_1 = 10u;
        }
        case 4u {
            r_phi = 0u;
            let r = r_phi;
            r_phi_1 = (r + 4u);
        }
        case 3u {
            r_phi_1 = 30u;
        }
        default {
            r_phi = 90u;
            let r = r_phi;
            r_phi_1 = (r + 4u);
        }
    }
    let r_1 = r_phi_1;
    Out[t] = r_1;
    switch (bitcast<i32>(t) - 3i) {
        case 2i {
            s_phi = 3u;
        }
        case -1i {
            s_phi = 2u;
        }
        case -3i {
            s_phi = 1u;
        }
        default {
            s_phi = 0u;
        }
    }
    let s = s_phi;
    Out2[t] = s;
    return;
}

@compute @workgroup_size(24, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
