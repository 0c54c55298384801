@group(0) @binding(1) var<uniform> pc: array<vec4<u32>, 1>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
@id(1) override kOffset: i32 = 0i;
@id(3) override kThreads: u32 = 2u;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    o[t] = bitcast<u32>((bitcast<i32>(((pc[0u].x * t) + pc[0u].y)) + kOffset));
    return;
}

@compute @workgroup_size(kThreads, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
