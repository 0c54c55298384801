struct type_Params {
    scale: u32,
    bias: u32,
}

@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(0) var<uniform> Params: type_Params;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let param_x = gl_SV_DispatchThreadID.x;
    Out[param_x] = ((param_x * Params.scale) + Params.bias);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
