@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var j: u32;
    var k_phi: u32;
    var k: u32;
    var loop_phi: u32;
    var loop_: u32;
    var loop_phi_1: u32;
    var a_phi: u32;
    var a: u32;
    var nest_phi: u32;
    var nest: u32;
    var w: u32;
    var b_phi: u32;
    var b: u32;
    var nest_phi_1: u32;
    var nest_1: u32;
    var a_1: u32;
    var nest_phi_2: u32;
    var nest_2: u32;
    var b_1: u32;
    var r_phi: u32;
    var r_phi_1: u32;
    var r_phi_2: u32;
    param_id = gl_SV_DispatchThreadID;
    loop {
        j = param_id.x;
        if (j == 15u) {
            o[j] = 77u;
            break;
        }
        k_phi = 0u;
        loop_phi = 0u;
        loop {
            k = k_phi;
            loop_ = loop_phi;
            if !(k < 100u) {
                break;
            }
            if (k >= j) {
                break;
            }
            if ((k % 2u) == 0u) {
                loop_phi_1 = loop_;
                continue;
            }
            loop_phi_1 = (loop_ + k);
            continuing {
                let loop__1 = loop_phi_1;
                k_phi = (k + 1u);
                loop_phi = loop__1;
            }
        }
        a_phi = 0u;
        nest_phi = 0u;
        loop {
            a = a_phi;
            nest = nest_phi;
            if !(a < j) {
                break;
            }
            b_phi = 0u;
            nest_phi_1 = nest;
            loop {
                b = b_phi;
                nest_1 = nest_phi_1;
                if (b >= a) {
                    break;
                }
                switch ((a + b) % 3u) {
                    case 0u {
                        nest_phi_2 = nest_1;
                    }
                    default {
                        nest_phi_2 = (nest_1 + 1u);
                    }
                }
                nest_2 = nest_phi_2;
                b_1 = (b + 1u);
                continuing {
                    b_phi = b_1;
                    nest_phi_1 = nest_2;
                }
            }
            a_1 = (a + 1u);
            continuing {
                a_phi = a_1;
                nest_phi = nest_1;
            }
        }
        w = select((j + 100u), (j * 2u), ((j % 2u) == 0u));
        switch (j % 6u) {
            case 0u {
                r_phi_2 = 10u;
            }
            case 1u {
                r_phi = 1u;
                let r = r_phi;
                r_phi_2 = (r + 20u);
            }
            case 2u {
                r_phi = 0u;
                let r = r_phi;
                r_phi_2 = (r + 20u);
            }
            case 4u {
                r_phi_1 = 0u;
                let r_1 = r_phi_1;
                r_phi_2 = (r_1 + 30u);
            }
            case 5u {
                r_phi_2 = 30u;
            }
            default {
                r_phi_1 = 3u;
                let r_1 = r_phi_1;
                r_phi_2 = (r_1 + 30u);
            }
        }
        let r_2 = r_phi_2;
        o[j] = ((((r_2 * 1000u) + (loop_ * 10u)) + nest) + (w % 1000u));
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
