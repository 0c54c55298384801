@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let a = A[t];
    let b = B[t];
    let a_1 = select(a, (a / b), ((a == 0f) & (b == 0f)));
    let r = select(0u, 1u, (a_1 == b));
    let r_1 = select(r, (r | 2u), (!(a_1 == b)));
    let r_2 = select(r_1, (r_1 | 4u), (a_1 < b));
    let r_3 = select(r_2, (r_2 | 8u), (a_1 <= b));
    let r_4 = select(r_3, (r_3 | 16u), (a_1 > b));
    let r_5 = select(r_4, (r_4 | 32u), (a_1 >= b));
    Out[t] = select(r_5, (r_5 | 64u), ((bitcast<u32>(a_1) & 0x7fffffffu) > 0x7f800000u));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
