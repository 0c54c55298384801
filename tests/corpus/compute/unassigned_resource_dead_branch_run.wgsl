@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let param_i = gl_SV_DispatchThreadID.x;
    Out[param_i] = (A[param_i] * 2u);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
