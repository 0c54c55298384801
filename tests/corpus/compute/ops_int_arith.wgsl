@group(0) @binding(0) var<storage, read> A: array<i32>;
@group(0) @binding(1) var<storage, read> B: array<i32>;
@group(0) @binding(2) var<storage, read_write> Out: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let a = A[t];
    let b = B[t];
    let ua = bitcast<u32>(a);
    let ub = bitcast<u32>(b);
    let o = (t * 8u);
    Out[o] = (a + b);
    let t_1 = (o + 1u);
    Out[t_1] = (a - b);
    let t_2 = (o + 2u);
    Out[t_2] = (a * b);
    let t_3 = (o + 3u);
    Out[t_3] = (a / b);
    let t_4 = (o + 4u);
    Out[t_4] = (a % b);
    let t_5 = (o + 5u);
    Out[t_5] = bitcast<i32>((ua / ub));
    let t_6 = (o + 6u);
    Out[t_6] = bitcast<i32>((ua % ub));
    let t_7 = (o + 7u);
    Out[t_7] = (-(a));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
