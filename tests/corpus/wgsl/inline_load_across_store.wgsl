@group(0) @binding(0) var<storage, read_write> d: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let i = gl_SV_DispatchThreadID.x;
    let a = d[i];
    d[i] = 7u;
    let t = (i + 64u);
    d[t] = a;
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
