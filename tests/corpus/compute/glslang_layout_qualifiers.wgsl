struct type_PC {
    a: u32,
    b: u32,
}

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(3) var<uniform> PC: type_PC;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Out[t] = (In[t] + (PC.a * PC.b));
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
