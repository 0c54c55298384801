@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let param_id = gl_SV_DispatchThreadID;
    let t = param_id.x;
    let f = (f32(t) * 0.5f);
    let t_1 = param_id.xy;
    let t_2 = select(0u, 1u, ((t & 1u) != 0u));
    Out[t] = (t * 3u);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
