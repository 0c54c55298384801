@group(0) @binding(0) var<storage, read_write> d: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e33 = gl_SV_DispatchThreadID.x;
    let _e36 = d[_e33];
    d[_e33] = 7u;
    let _e41 = (_e33 + 64u);
    d[_e41] = _e36;
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
