@group(0) @binding(0) var<storage, read_write> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> N: array<u32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e56 = gl_SV_DispatchThreadID;
    let _e72 = _e56.x;
    let _e73 = f32(_e72);
    let _e77 = (_e73 * 0.5f);
    let _e81 = (_e77 + 1.25f);
    F[_e72] = bitcast<u32>(_e81);
    let _e87 = bitcast<i32>(_e72);
    let _e88 = (3i - _e87);
    let _e90 = (_e88 * 2i);
    N[_e72] = bitcast<u32>(_e90);
    let _e96 = (_e72 * 7u);
    let _e98 = (_e96 + 1u);
    U[_e72] = _e98;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
