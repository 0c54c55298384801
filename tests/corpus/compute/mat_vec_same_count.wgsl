@group(0) @binding(0) var<storage, read_write> o: array<f32>;

fn main_1() {
    var i_phi: u32;
    var i: u32;
    var v: vec4<f32>;
    var p: mat2x2<f32>;
    var q: vec4<f32>;
    var u: vec4<u32>;
    v = vec4<f32>(1f, 2f, 3f, 4f);
    p = mat2x2<f32>(vec2<f32>(10f, 40f), vec2<f32>(90f, 160f));
    q = vec4<f32>(9f, 18f, 27f, 36f);
    u = vec4<u32>(2u, 4u, 6u, 8u);
    i_phi = 0u;
    loop {
        i = i_phi;
        if !(i < 4u) {
            break;
        }
        o[i] = v[i];
        let t = (i / 2u);
        let t_1 = (i % 2u);
        let t_2 = (4u + i);
        o[t_2] = p[t][t_1];
        let t_3 = (8u + i);
        o[t_3] = q[i];
        let t_4 = (12u + i);
        o[t_4] = f32(u[i]);
        continuing {
            i_phi = (i + 1u);
        }
    }
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
