@group(0) @binding(0) var<storage, read_write> Out: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let t_1 = bitcast<i32>(t);
    let x = (((((((((((t_1 + 10i) + 5i) * 3i) - 7i) / 2i) % 11i) << 2u) | 1i) ^ 6i) & 253i) >> 1u);
    let x_1 = ((x + 1i) + 1i);
    let o = (t * 4u);
    Out[o] = (x_1 - 1i);
    let t_2 = (o + 1u);
    Out[t_2] = (x + x_1);
    let t_3 = (o + 2u);
    Out[t_3] = x_1;
    let t_4 = (o + 3u);
    Out[t_4] = ((t_1 * 4i) + 1i);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
