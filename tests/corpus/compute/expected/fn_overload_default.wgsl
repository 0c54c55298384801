@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e180 = gl_SV_DispatchThreadID.x;
    let _e182 = (_e180 * 6u);
    Out[_e182] = bitcast<u32>((1000i - (-(bitcast<i32>(_e180)))));
    let _e204 = (_e182 + 1u);
    Out[_e204] = (2000u + _e180);
    let _e207 = f32(_e180);
    let _e217 = (_e182 + 2u);
    Out[_e217] = (3000u + u32((_e207 * 2f)));
    let _e234 = (_e182 + 3u);
    Out[_e234] = (4000u + u32((_e207 + 1f)));
    let _e245 = (_e182 + 4u);
    Out[_e245] = (_e180 * 3u);
    let _e256 = (_e182 + 5u);
    Out[_e256] = (_e180 * 5u);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
