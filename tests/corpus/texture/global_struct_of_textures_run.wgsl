@group(0) @binding(0) var g_a: texture_2d<f32>;
@group(0) @binding(1) var g_b: texture_2d<f32>;
@group(0) @binding(2) var h_0__t: texture_2d<f32>;
@group(0) @binding(3) var h_1__t: texture_2d<f32>;
@group(0) @binding(4) var<storage, read_write> Out: array<vec4<f32>>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var c: vec2<i32>;
    var v: vec4<f32>;
    var v_phi: vec4<f32>;
    t = gl_SV_DispatchThreadID.x;
    c = vec2<i32>(bitcast<i32>((t % 4u)), bitcast<i32>((t / 4u)));
    let t_1 = textureLoad(g_a, c, 0i);
    let t_2 = textureLoad(g_b, c, 0i);
    v = fma(vec4<f32>(1000f, 1000f, 1000f, 1000f), t_2, t_1);
    if ((t % 2u) != 0u) {
        let t_3 = textureLoad(h_1__t, c, 0i);
        v_phi = (v + t_3);
    } else {
        let t_4 = textureLoad(h_0__t, c, 0i);
        v_phi = (v + t_4);
    }
    let v_1 = v_phi;
    Out[t] = v_1;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
