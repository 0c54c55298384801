@group(0) @binding(0) var img: texture_storage_2d<r32float, read_write>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    let param_id = gl_SV_GroupThreadID;
    let t = param_id.x;
    let t_1 = f32(t);
    let t_2 = param_id.y;
    let t_3 = vec2<u32>((vec2<f32>(t_1, f32(t_2)) + vec2<f32>(0.75f, 0.75f)));
    let t_4 = textureLoad(img, t_3);
    let v = t_4.x;
    let t_5 = ((t_2 * 4u) + t);
    o[t_5] = v;
    let t_6 = (((v + t_1) + f32((10u * t_2))) + 1f);
    textureStore(img, t_3, vec4<f32>(t_6, 0, 0, 0));
    return;
}

@compute @workgroup_size(4, 4, 1)
fn main(@builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
