@group(0) @binding(0) var<storage, read_write> o: array<i32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    let t = bitcast<vec3<i32>>(gl_SV_GroupThreadID).x;
    o[t] = (t + 13i);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
