@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let i = gl_SV_DispatchThreadID.x;
    let calls = select(0u, 1u, ((i % 2u) == 0u));
    let calls_1 = select((calls + 10u), calls, ((i % 3u) == 0u));
    let t = (i > 4u);
    let t_1 = (i * 2u);
    Out[t_1] = ((calls + 2u) + select(0u, 4u, (select(0u, 1u, t) != 0u)));
    let t_2 = (t_1 + 1u);
    Out[t_2] = select(calls_1, (calls_1 + 100u), t);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
