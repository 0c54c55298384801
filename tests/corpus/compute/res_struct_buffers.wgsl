@group(0) @binding(1) var<storage, read_write> OutA: array<u32>;
@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(2) var<storage, read_write> OutB: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var i: u32;
    i = gl_SV_DispatchThreadID.x;
    OutA[i] = ((In[i] * 3u) + 1u);
    if (i < 4u) {
        OutB[i] = ((In[i] * 13u) + 1u);
    } else {
        OutB[i] = (OutA[i] + 100u);
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
