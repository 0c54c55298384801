@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e87: u32;
    var k_phi: u32;
    var k: u32;
    var s_phi: u32;
    var s: u32;
    var s_phi_1: u32;
    var j_phi: u32;
    var j: u32;
    var t_phi: u32;
    var t: u32;
    var _e119: u32;
    var t_phi_1: u32;
    let _e76 = gl_SV_DispatchThreadID;
    _e87 = _e76.x;
    k_phi = 0u;
    s_phi = 0u;
    loop {
        k = k_phi;
        s = s_phi;
        let _e91 = (k < 100u);
        if !(_e91) {
            break;
        }
        let _e94 = (k % 3u);
        let _e95 = (_e94 == 0u);
        if _e95 {
            s_phi_1 = s;
            continue;
        }
        let _e107 = (k > _e87);
        if _e107 {
            break;
        }
        let _e113 = (s + k);
        s_phi_1 = _e113;
        continuing {
            let s_1 = s_phi_1;
            let _e98 = (k + 1u);
            k_phi = _e98;
            s_phi = s_1;
        }
    }
    A[_e87] = s;
    j_phi = 0u;
    t_phi = 1u;
    loop {
        j = j_phi;
        t = t_phi;
        _e119 = (j + 1u);
        let _e122 = (j > _e87);
        if _e122 {
            break;
        }
        let _e131 = (j & 1u);
        let _e132 = (_e131 != 0u);
        if _e132 {
            t_phi_1 = t;
            continue;
        }
        let _e138 = (t + j);
        t_phi_1 = _e138;
        continuing {
            let t_1 = t_phi_1;
            j_phi = _e119;
            t_phi = t_1;
        }
    }
    B[_e87] = t;
    return;
}

@compute @workgroup_size(48, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
