@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e22 = gl_SV_DispatchThreadID;
    let _e27 = _e22.x;
    let _e29 = data[_e27];
    let _e30 = (_e29 * 3u);
    let _e31 = (_e30 - 7u);
    data[_e27] = _e31;
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
