@group(0) @binding(0) var T1: texture_storage_1d<r32uint, read_write>;
@group(0) @binding(1) var T3: texture_storage_3d<r32float, read_write>;
@group(0) @binding(2) var TA: texture_storage_2d_array<r32sint, read_write>;
@group(0) @binding(3) var Src: texture_2d<f32>;
@group(0) @binding(4) var Smp: sampler;
@group(0) @binding(5) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var t: u32;
    var t_1: u32;
    var t_2: u32;
    var flat_: u32;
    param_id = gl_SV_DispatchThreadID;
    t = param_id.x;
    t_1 = param_id.y;
    t_2 = param_id.z;
    flat_ = ((t + (4u * t_1)) + (8u * t_2));
    if ((t_1 == 0u) & (t_2 == 0u)) {
        let t_3 = textureLoad(T1, t);
        let t_4 = ((t_3.x * 3u) + t);
        textureStore(T1, t, vec4<u32>(t_4, 0, 0, 0));
    }
    let t_5 = textureLoad(T3, param_id);
    let t_6 = (t_5.x + f32(((t + (10u * t_1)) + (100u * t_2))));
    textureStore(T3, param_id, vec4<f32>(t_6, 0, 0, 0));
    let t_7 = textureLoad(TA, param_id.xy, param_id.z);
    let t_8 = (t_7.x - bitcast<i32>(flat_));
    textureStore(TA, param_id.xy, param_id.z, vec4<i32>(t_8, 0, 0, 0));
    let t_9 = ((vec2<f32>(f32(t), f32(t_1)) + vec2<f32>(0.5f, 0.5f)) / vec2<f32>(4f, 2f));
    let s = textureSampleLevel(Src, Smp, t_9, 0f);
    Out[flat_] = (s.x + s.y);
    return;
}

@compute @workgroup_size(4, 2, 2)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
