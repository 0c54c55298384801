@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    let param_id = gl_SV_DispatchThreadID;
    let param_idx = gl_SV_GroupIndex;
    o[param_idx] = (((param_id.x + (param_id.y * 8u)) + (param_id.z * 64u)) * 2u);
    return;
}

@compute @workgroup_size(8, 8, 8)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>, @builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
