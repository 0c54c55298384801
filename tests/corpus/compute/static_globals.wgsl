@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var i: u32;
    var counter_phi: u32;
    var counter: u32;
    var k_phi: u32;
    var k: u32;
    var t: u32;
    var counter_1: u32;
    var h_phi: u32;
    var h: u32;
    var hist: array<u32, 4>;
    var table: array<u32, 8>;
    table = array<u32, 8>(2u, 3u, 5u, 7u, 11u, 13u, 17u, 19u);
    i = gl_SV_DispatchThreadID.x;
    counter_phi = 10u;
    k_phi = 0u;
    loop {
        counter = counter_phi;
        k = k_phi;
        t = (i % 4u);
        if !(k < (3u + t)) {
            break;
        }
        counter_1 = (counter + 2u);
        continuing {
            counter_phi = counter_1;
            k_phi = (k + 1u);
        }
    }
    h_phi = 0u;
    loop {
        h = h_phi;
        if !(h < 4u) {
            break;
        }
        hist[h] = (h + 100u);
        continuing {
            h_phi = (h + 1u);
        }
    }
    let t_1 = (i * 4u);
    Out[t_1] = counter;
    let t_2 = (i % 8u);
    let t_3 = (t_1 + 1u);
    Out[t_3] = table[t_2];
    let t_4 = (t_1 + 2u);
    Out[t_4] = hist[t];
    let t_5 = (t_1 + 3u);
    Out[t_5] = 42u;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
