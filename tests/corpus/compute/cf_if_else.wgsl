@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var x: u32;
    var r_phi: u32;
    var r_phi_1: u32;
    x = gl_SV_DispatchThreadID.x;
    if (x < 8u) {
        r_phi = (x * 2u);
    } else {
        if (x < 16u) {
            r_phi_1 = (x + 100u);
        } else {
            r_phi_1 = select(select(7u, (x * x), (x > 24u)), (1000u - x), ((x & 1u) != 0u));
        }
        let r = r_phi_1;
        r_phi = r;
    }
    let r_1 = r_phi;
    Out[x] = select(r_1, (r_1 + 50000u), ((x % 5u) == 0u));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
