@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let uv = vec2<f32>((((f32(t) + 0.5f) / 4f) + 0.5f), 0.5f);
    let t_1 = textureSampleLevel(Tex, Smp, uv, 0f);
    Out[t] = t_1.x;
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
