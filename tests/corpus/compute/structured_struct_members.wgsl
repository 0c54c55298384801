struct Inner {
    x: u32,
    y: u32,
}

struct S {
    p: vec3<f32>,
    flag: u32,
    in1: Inner,
}

@group(0) @binding(0) var<storage, read> src: array<S>;
@group(0) @binding(1) var<storage, read_write> dst: array<S>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let src_1 = src[t].in1.y;
    let t_1 = (src[t].p + vec3<f32>(1f, 1f, 1f));
    dst[t].p = t_1;
    dst[t].flag = select(0u, 1u, (!((src[t].flag != 0u))));
    dst[t].in1.x = (src[t].in1.x * 10u);
    dst[t].in1.y = src_1;
    return;
}

@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
