struct type_PushConstant_PushConsts {
    @size(8) osh_pad: u32,
    scale: f32,
    bias: f32,
}

@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(2) var<uniform> pc: type_PushConstant_PushConsts;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = fma(In[t], pc.scale, pc.bias);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
