struct type_PushConstant_PC {
    scale: u32,
    bias: u32,
}

@group(0) @binding(1) var<uniform> pc: type_PushConstant_PC;
@group(0) @binding(0) var<storage, read_write> o: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
@id(1) override kOffset: i32 = 0i;
@id(3) override kThreads: u32 = 2u;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    o[t] = (bitcast<i32>(((pc.scale * t) + pc.bias)) + kOffset);
    return;
}

@compute @workgroup_size(kThreads, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
