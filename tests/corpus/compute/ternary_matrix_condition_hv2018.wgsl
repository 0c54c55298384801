@group(0) @binding(0) var<storage, read> V: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let c = V[t];
    let t_1 = (c > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let t_2 = t_1.xy;
    let t_3 = t_1.zw;
    let t_4 = c.xy;
    let t_5 = c.zw;
    let t_6 = select(c.wz, t_4, t_2);
    let t_7 = select(c.yx, t_5, t_3);
    let t_8 = select(vec2<f32>((-1f), (-1f)), t_4, t_2);
    let t_9 = select(vec2<f32>((-1f), (-1f)), t_5, t_3);
    let o = (t * 8u);
    Out[o] = t_6.x;
    let t_10 = (o + 1u);
    Out[t_10] = t_6.y;
    let t_11 = (o + 2u);
    Out[t_11] = t_7.x;
    let t_12 = (o + 3u);
    Out[t_12] = t_7.y;
    let t_13 = (o + 4u);
    Out[t_13] = t_8.x;
    let t_14 = (o + 5u);
    Out[t_14] = t_8.y;
    let t_15 = (o + 6u);
    Out[t_15] = t_9.x;
    let t_16 = (o + 7u);
    Out[t_16] = t_9.y;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
