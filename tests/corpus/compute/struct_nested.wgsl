struct Inner {
    x: u32,
    y: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var i: u32;
    var t: u32;
    var k_phi: u32;
    var k: u32;
    var local: array<Inner, 3>;
    i = gl_SV_DispatchThreadID.x;
    t = (i * i);
    k_phi = 0u;
    loop {
        k = k_phi;
        if !(k < 3u) {
            break;
        }
        local[k].x = (k + i);
        local[k].y = (10u * k);
        continuing {
            k_phi = (k + 1u);
        }
    }
    let o8 = (i * 8u);
    Out[o8] = i;
    let t_1 = (o8 + 1u);
    Out[t_1] = t;
    let t_2 = (i % 3u);
    let t_3 = (o8 + 2u);
    Out[t_3] = local[t_2].x;
    let t_4 = (o8 + 3u);
    Out[t_4] = local[1].y;
    let t_5 = (o8 + 4u);
    Out[t_5] = 99u;
    let t_6 = (o8 + 5u);
    Out[t_6] = 7u;
    let t_7 = (o8 + 6u);
    Out[t_7] = 2u;
    let t_8 = (o8 + 7u);
    Out[t_8] = 5u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
