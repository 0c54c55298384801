@group(2) @binding(0) var<storage, read> In: array<u32>;
@group(3) @binding(7) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e21 = gl_SV_DispatchThreadID;
    let _e26 = _e21.x;
    let _e28 = In[_e26];
    let _e29 = (_e28 + 1u);
    Out[_e26] = _e29;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
