@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let src_1 = src[t * 8u + 5u];
    let t_1 = (vec3<f32>(bitcast<f32>(src[t * 8u]), bitcast<f32>(src[t * 8u + 1u]), bitcast<f32>(src[t * 8u + 2u])) + vec3<f32>(1f, 1f, 1f));
    dst[t * 8u] = bitcast<u32>(t_1[0]);
    dst[t * 8u + 1u] = bitcast<u32>(t_1[1]);
    dst[t * 8u + 2u] = bitcast<u32>(t_1[2]);
    dst[t * 8u + 3u] = select(0u, 1u, (!((src[t * 8u + 3u] != 0u))));
    dst[t * 8u + 4u] = (src[t * 8u + 4u] * 10u);
    dst[t * 8u + 5u] = src_1;
    return;
}

@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
