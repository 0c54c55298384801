@group(0) @binding(0) var img: texture_storage_2d<rgba32float, write>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let param_id = gl_SV_DispatchThreadID;
    let t = param_id.xy;
    let t_1 = vec4<f32>(f32(param_id.x), f32(param_id.y), 0f, 1f);
    textureStore(img, t, t_1);
    return;
}

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
