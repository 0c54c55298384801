struct type__Globals {
    scale: f32,
    bias: f32,
}

@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<uniform> _Globals: type__Globals;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = fma(In[t], _Globals.scale, _Globals.bias);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
