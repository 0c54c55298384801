struct type_K {
    k: u32,
}

struct type__Globals {
    g: u32,
}

@group(2) @binding(10) var<storage, read> In: array<u32>;
@group(1) @binding(7) var<uniform> K: type_K;
@group(3) @binding(5) var<uniform> _Globals: type__Globals;
@group(2) @binding(20) var<storage, read_write> Out: array<u32>;
@group(2) @binding(21) var<storage, read_write> Other: array<u32>;
@group(2) @binding(3) var<storage, read_write> Pinned: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let K_1 = K.k;
    Out[t] = ((In[t] * K_1) + _Globals.g);
    Other[t] = (t + 100u);
    Pinned[t] = K_1;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
