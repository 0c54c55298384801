@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Data: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let x = gl_SV_DispatchThreadID.x;
    let t = (x * 4u);
    Out[t] = (100u + (10u * x));
    let t_1 = (t + 1u);
    Out[t_1] = ((x + 1u) + 1u);
    let tmp_v = (vec2<u32>(x, 1u) * vec2<u32>(3u, 3u));
    let t_2 = tmp_v.y;
    let t_3 = (t + 2u);
    Out[t_3] = ((tmp_v.x + t_2) + (t_2 + 1u));
    Data[x] = (Data[x] + 1u);
    let t_4 = (t + 3u);
    Out[t_4] = Data[x];
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
