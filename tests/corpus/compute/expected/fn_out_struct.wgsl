@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e207 = gl_SV_DispatchThreadID.x;
    let _e208 = (_e207 * 12u);
    Out[_e208] = _e207;
    let _e234 = (_e208 + 1u);
    Out[_e234] = (2u * _e207);
    let _e240 = (_e208 + 2u);
    Out[_e240] = _e207;
    let _e246 = (_e208 + 3u);
    Out[_e246] = (_e207 + 1u);
    let _e252 = (_e207 + 5u);
    let _e264 = (_e208 + 4u);
    Out[_e264] = _e252;
    let _e269 = (_e208 + 5u);
    Out[_e269] = 3u;
    let _e275 = (_e208 + 6u);
    Out[_e275] = 0u;
    let _e281 = (_e208 + 7u);
    Out[_e281] = _e207;
    let _e289 = (_e208 + 8u);
    Out[_e289] = (_e207 + _e252);
    let _e308 = (_e208 + 9u);
    Out[_e308] = _e207;
    let _e312 = (_e208 + 10u);
    Out[_e312] = 9u;
    let _e315 = (_e208 + 11u);
    Out[_e315] = 0u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
