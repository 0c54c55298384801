@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var a: array<vec4<u32>, 2>;
    var v: vec2<u32>;
    var w: array<u32, 2>;
    let i = gl_SV_DispatchThreadID.x;
    let t = (i * 7u);
    let t_1 = vec4<u32>(t, t, t, t);
    a[0] = (vec4<u32>(20u, 0u, 0u, 0u) + t_1);
    a[1] = (vec4<u32>(10u, 0u, 0u, 0u) + t_1);
    v = (vec2<u32>(100u, 200u) + vec2<u32>(i, i));
    w = array<u32, 2>(1000u, 2000u);
    let t_2 = select(0u, 1u, (!((i != 0u))));
    let t_3 = (i * 3u);
    Out[t_3] = a[t_2].x;
    let t_4 = select(0u, 1u, (i > 3u));
    let t_5 = (t_3 + 1u);
    Out[t_5] = v[t_4];
    let t_6 = select(0u, 1u, ((i & 1u) != 0u));
    let t_7 = (t_3 + 2u);
    Out[t_7] = w[t_6];
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
