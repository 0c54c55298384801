struct type_K {
    k: u32,
}

@group(0) @binding(20) var<storage, read> In: array<u32>;
@group(1) @binding(30) var<uniform> K: type_K;
@group(0) @binding(10) var<storage, read_write> Out: array<u32>;
@group(1) @binding(1) var<storage, read_write> Other: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = (In[t] * K.k);
    if (t == 0u) {
        Other[0u] = 42u;
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
