@group(0) @binding(0) var<storage, read_write> o: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let j = bitcast<i32>(t);
    let a = ((j * 3i) - 7i);
    let base = (t * 8u);
    o[base] = a;
    let t_1 = (base + 1u);
    o[t_1] = (a / 3i);
    let t_2 = (base + 2u);
    o[t_2] = (a % 3i);
    let t_3 = (base + 3u);
    o[t_3] = (a << bitcast<u32>(((j + 33i) & 31i)));
    let t_4 = (base + 4u);
    o[t_4] = ((a >> 1u));
    let t_5 = (base + 5u);
    o[t_5] = (a & 5i);
    let t_6 = (base + 6u);
    o[t_6] = ((a | 2i) ^ 1i);
    let t_7 = (base + 7u);
    o[t_7] = (select(0i, 1i, (a < 0i)) + select(0i, 2i, (j != 3i)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
