@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var t: u32;
    var k_phi: u32;
    var k: u32;
    var retval_phi: u32;
    param_id = gl_SV_DispatchThreadID;
    loop {
        t = param_id.x;
        if ((t % 4u) == 0u) {
            Out[t] = (1000u + t);
            break;
        }
        loop {
            if (t < 5u) {
                retval_phi = t;
                break;
            }
            k_phi = 0u;
            loop {
                k = k_phi;
                if ((k * k) > t) {
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
        Out[t] = retval;
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
