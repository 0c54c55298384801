@group(0) @binding(0) var<storage, read_write> d: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let x = d[t];
    d[t] = select((-((3f - x))), (fma(x, 0.5f, 1f) * (x * 0.25f)), ((t % 2u) != 0u));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
