@group(0) @binding(0) var img1: texture_storage_2d<rgba32float, read_write>;
@group(0) @binding(1) var img2: texture_storage_2d<rgba16float, read_write>;
@group(0) @binding(2) var img3: texture_storage_2d<rgba8unorm, read_write>;
@group(0) @binding(3) var img4: texture_storage_2d<rgba32uint, read_write>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let param_id = gl_SV_DispatchThreadID;
    let t = param_id.xy;
    let t_1 = textureLoad(img1, t);
    let t_2 = fma(t_1, vec4<f32>(2f, 2f, 2f, 2f), vec4<f32>(1f, 1f, 1f, 1f));
    textureStore(img1, t, t_2);
    let t_3 = textureLoad(img2, t);
    let t_4 = t_3.zyxw;
    textureStore(img2, t, t_4);
    let t_5 = textureLoad(img3, t);
    let t_6 = (vec4<f32>(1f, 1f, 1f, 1f) - t_5);
    textureStore(img3, t, t_6);
    let t_7 = textureLoad(img4, t);
    let t_8 = (t_7 + vec4<u32>(1u, 1u, 1u, 1u));
    textureStore(img4, t, t_8);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
