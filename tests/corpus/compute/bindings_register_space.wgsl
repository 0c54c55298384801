struct type_K {
    k: u32,
}

@group(1) @binding(1) var<storage, read> In: array<u32>;
@group(3) @binding(0) var<uniform> K: type_K;
@group(2) @binding(3) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> Flag: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = (In[t] + K.k);
    if (t == 0u) {
        Flag[0u] = 1u;
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
