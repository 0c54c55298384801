@group(2) @binding(10) var<storage, read> In: array<u32>;
@group(1) @binding(7) var<uniform> K: array<vec4<u32>, 1>;
@group(3) @binding(5) var<uniform> _Globals: array<vec4<u32>, 1>;
@group(2) @binding(20) var<storage, read_write> Out: array<u32>;
@group(2) @binding(21) var<storage, read_write> Other: array<u32>;
@group(2) @binding(3) var<storage, read_write> Pinned: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let K_1 = K[0u].x;
    Out[t] = ((In[t] * K_1) + _Globals[0u].x);
    Other[t] = (t + 100u);
    Pinned[t] = K_1;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
