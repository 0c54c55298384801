@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e66 = gl_SV_DispatchThreadID.x;
    let _e77 = src[_e66 * 8u + 5u];
    let _e82 = (vec3<f32>(bitcast<f32>(src[_e66 * 8u]), bitcast<f32>(src[_e66 * 8u + 1u]), bitcast<f32>(src[_e66 * 8u + 2u])) + vec3<f32>(1f, 1f, 1f));
    dst[_e66 * 8u] = bitcast<u32>(_e82[0]);
    dst[_e66 * 8u + 1u] = bitcast<u32>(_e82[1]);
    dst[_e66 * 8u + 2u] = bitcast<u32>(_e82[2]);
    dst[_e66 * 8u + 3u] = select(0u, 1u, (!((src[_e66 * 8u + 3u] != 0u))));
    dst[_e66 * 8u + 4u] = (src[_e66 * 8u + 4u] * 10u);
    dst[_e66 * 8u + 5u] = _e77;
    return;
}

@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
