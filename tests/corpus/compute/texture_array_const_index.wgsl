@group(1) @binding(0) var Texs_0: texture_2d<f32>;
@group(1) @binding(5) var Texs_2: texture_2d<f32>;
@group(1) @binding(3) var Other: texture_2d<f32>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let t_1 = vec2<i32>(bitcast<i32>(t), 0i);
    let t_2 = textureLoad(Texs_0, t_1, 0i);
    let t_3 = textureLoad(Texs_2, t_1, 0i);
    let t_4 = textureLoad(Other, t_1, 0i);
    Out[t] = u32(((t_2.x + t_3.x) + t_4.x));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
