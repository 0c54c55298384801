@group(0) @binding(0) var<storage, read_write> u: array<u32>;
@group(0) @binding(1) var<storage, read_write> f: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e94 = gl_SV_DispatchThreadID.x;
    let _e96 = (_e94 * 1000000007u);
    let _e100 = (_e94 * 4u);
    u[_e100] = (_e96 / 7u);
    let _e107 = (_e100 + 1u);
    u[_e107] = (_e96 % 7u);
    let _e114 = (_e100 + 2u);
    u[_e114] = ((_e96 >> 3u));
    let _e120 = (_e100 + 3u);
    u[_e120] = (~(_e94));
    let _e125 = ((f32(_e94) * 0.5f) - 1.25f);
    f[_e100] = bitcast<u32>(_e125);
    f[_e107] = bitcast<u32>((_e125 % 0.75f));
    f[_e114] = bitcast<u32>(f32(i32(_e125)));
    f[_e120] = bitcast<u32>(select(0f, 1f, (!(_e125 == 0.25f))));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
