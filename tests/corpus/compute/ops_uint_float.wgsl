@group(0) @binding(0) var<storage, read_write> u: array<u32>;
@group(0) @binding(1) var<storage, read_write> f: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let j = gl_SV_DispatchThreadID.x;
    let x = (j * 1000000007u);
    let t = (j * 4u);
    u[t] = (x / 7u);
    let t_1 = (t + 1u);
    u[t_1] = (x % 7u);
    let t_2 = (t + 2u);
    u[t_2] = ((x >> 3u));
    let t_3 = (t + 3u);
    u[t_3] = (~(j));
    let y = ((f32(j) * 0.5f) - 1.25f);
    f[t] = y;
    f[t_1] = (y % 0.75f);
    f[t_2] = f32(i32(y));
    f[t_3] = select(0f, 1f, (!(y == 0.25f)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
