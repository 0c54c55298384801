@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<uniform> P: array<vec4<u32>, 1>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = bitcast<u32>((bitcast<f32>(In[t]) * bitcast<f32>(P[0u].x)));
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
