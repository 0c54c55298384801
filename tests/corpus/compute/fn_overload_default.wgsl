@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let i = gl_SV_DispatchThreadID.x;
    let o = (i * 6u);
    Out[o] = bitcast<u32>((1000i - (-(bitcast<i32>(i)))));
    let t = (o + 1u);
    Out[t] = (2000u + i);
    let param_x = f32(i);
    let t_1 = (o + 2u);
    Out[t_1] = (3000u + u32((param_x * 2f)));
    let t_2 = (o + 3u);
    Out[t_2] = (4000u + u32((param_x + 1f)));
    let t_3 = (o + 4u);
    Out[t_3] = (i * 3u);
    let t_4 = (o + 5u);
    Out[t_4] = (i * 5u);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
