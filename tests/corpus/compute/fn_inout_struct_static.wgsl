@group(0) @binding(0) var<storage, read_write> o: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var table: array<i32, 4>;
    table = array<i32, 4>(0i, 1i, 2i, 3i);
    let i = bitcast<i32>(gl_SV_DispatchThreadID.x);
    let t = (i % 4i);
    o[i] = ((((((i * 2i) + 1i) + ((i + 5i) * 10i)) + (((i + 3i) + 4i) * 100i)) + (table[t] * 1000i)) + 70000i);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
