@group(0) @binding(0) var<storage, read> V: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let c = V[t];
    let t_1 = c.xy;
    let t_2 = c.zw;
    let t_3 = select((-(t_1)), t_1, (t_1 > vec2<f32>(0.5f, 0.5f)));
    let t_4 = select((-(t_2)), t_2, (t_2 > vec2<f32>(0.5f, 0.5f)));
    let t_5 = ((t & 1u) == 0u);
    let t_6 = vec2<bool>(t_5, t_5);
    let t_7 = select(vec2<f32>(5f, 6f), vec2<f32>(1f, 2f), t_6);
    let t_8 = select(vec2<f32>(7f, 8f), vec2<f32>(3f, 4f), t_6);
    let o = (t * 8u);
    Out[o] = t_3.x;
    let t_9 = (o + 1u);
    Out[t_9] = t_3.y;
    let t_10 = (o + 2u);
    Out[t_10] = t_4.x;
    let t_11 = (o + 3u);
    Out[t_11] = t_4.y;
    let t_12 = (o + 4u);
    Out[t_12] = t_7.x;
    let t_13 = (o + 5u);
    Out[t_13] = t_7.y;
    let t_14 = (o + 6u);
    Out[t_14] = t_8.x;
    let t_15 = (o + 7u);
    Out[t_15] = t_8.y;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
