@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e111 = gl_SV_DispatchThreadID;
    let _e180 = _e111.x;
    let _e182 = (_e180 * 6u);
    let _e184 = bitcast<i32>(_e180);
    let _e185 = (-(_e184));
    let _e188 = (1000i - _e185);
    let _e189 = bitcast<u32>(_e188);
    Out[_e182] = _e189;
    let _e199 = (2000u + _e180);
    let _e204 = (_e182 + 1u);
    Out[_e204] = _e199;
    let _e207 = f32(_e180);
    let _e210 = (_e207 * 2f);
    let _e211 = u32(_e210);
    let _e212 = (3000u + _e211);
    let _e217 = (_e182 + 2u);
    Out[_e217] = _e212;
    let _e227 = (_e207 + 1f);
    let _e228 = u32(_e227);
    let _e229 = (4000u + _e228);
    let _e234 = (_e182 + 3u);
    Out[_e234] = _e229;
    let _e240 = (_e180 * 3u);
    let _e245 = (_e182 + 4u);
    Out[_e245] = _e240;
    let _e251 = (_e180 * 5u);
    let _e256 = (_e182 + 5u);
    Out[_e256] = _e251;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
