@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let o = (t * 12u);
    Out[o] = t;
    let t_1 = (o + 1u);
    Out[t_1] = (2u * t);
    let t_2 = (o + 2u);
    Out[t_2] = t;
    let t_3 = (o + 3u);
    Out[t_3] = (t + 1u);
    let t_4 = (t + 5u);
    let t_5 = (o + 4u);
    Out[t_5] = t_4;
    let t_6 = (o + 5u);
    Out[t_6] = 3u;
    let t_7 = (o + 6u);
    Out[t_7] = 0u;
    let t_8 = (o + 7u);
    Out[t_8] = t;
    let t_9 = (o + 8u);
    Out[t_9] = (t + t_4);
    let t_10 = (o + 9u);
    Out[t_10] = t;
    let t_11 = (o + 10u);
    Out[t_11] = 9u;
    let t_12 = (o + 11u);
    Out[t_12] = 0u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
