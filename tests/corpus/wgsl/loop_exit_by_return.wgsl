@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var t: u32;
    var v_phi: u32;
    var v: u32;
    var v_1: u32;
    param_id = gl_SV_DispatchThreadID;
    loop {
        t = param_id.x;
        v_phi = o[t];
        loop {
            v = v_phi;
            if ((v % 10u) == 0u) {
                o[t] = v;
                break;
            }
            v_1 = (v + 1u);
            continuing {
                v_phi = v_1;
            }
        }
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
