@group(0) @binding(0) var<storage, read_write> F: array<f32>;
@group(0) @binding(1) var<storage, read_write> N: array<i32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    F[t] = fma(f32(t), 0.5f, 1.25f);
    N[t] = ((3i - bitcast<i32>(t)) * 2i);
    U[t] = ((t * 7u) + 1u);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
