@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var arr: array<u32, 4>;
    let param_id = gl_SV_DispatchThreadID;
    arr = array<u32, 4>();
    let i = param_id.x;
    Out[i] = (((((((fma(In[i], f32(), f32()) + f32()) + 0f) + 0f) + f32()) + f32(arr[i])) + f32(i)) + 1f);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
