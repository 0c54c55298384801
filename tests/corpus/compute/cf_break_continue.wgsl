@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var n: u32;
    var k_phi: u32;
    var k: u32;
    var s_phi: u32;
    var s: u32;
    var s_phi_1: u32;
    var j_phi: u32;
    var j: u32;
    var t_phi: u32;
    var t: u32;
    var j_1: u32;
    var t_phi_1: u32;
    n = gl_SV_DispatchThreadID.x;
    k_phi = 0u;
    s_phi = 0u;
    loop {
        k = k_phi;
        s = s_phi;
        if !(k < 100u) {
            break;
        }
        if ((k % 3u) == 0u) {
            s_phi_1 = s;
            continue;
        }
        if (k > n) {
            break;
        }
        s_phi_1 = (s + k);
        continuing {
            let s_1 = s_phi_1;
            k_phi = (k + 1u);
            s_phi = s_1;
        }
    }
    A[n] = s;
    j_phi = 0u;
    t_phi = 1u;
    loop {
        j = j_phi;
        t = t_phi;
        j_1 = (j + 1u);
        if (j > n) {
            break;
        }
        if ((j & 1u) != 0u) {
            t_phi_1 = t;
            continue;
        }
        t_phi_1 = (t + j);
        continuing {
            let t_1 = t_phi_1;
            j_phi = j_1;
            t_phi = t_1;
        }
    }
    B[n] = t;
    return;
}

@compute @workgroup_size(48, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
