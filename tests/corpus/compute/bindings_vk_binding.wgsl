struct type_K {
    k: u32,
}

@group(2) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(3) var<uniform> K: type_K;
@group(1) @binding(5) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = ((In[t] * K.k) + t);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
