@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e203 = gl_SV_DispatchThreadID.x;
    let _e204 = (_e203 * 12u);
    Out[_e204] = _e203;
    let _e228 = (_e204 + 1u);
    Out[_e228] = (2u * _e203);
    let _e234 = (_e204 + 2u);
    Out[_e234] = _e203;
    let _e240 = (_e204 + 3u);
    Out[_e240] = (_e203 + 1u);
    let _e246 = (_e203 + 5u);
    let _e258 = (_e204 + 4u);
    Out[_e258] = _e246;
    let _e263 = (_e204 + 5u);
    Out[_e263] = 3u;
    let _e269 = (_e204 + 6u);
    Out[_e269] = 0u;
    let _e275 = (_e204 + 7u);
    Out[_e275] = _e203;
    let _e283 = (_e204 + 8u);
    Out[_e283] = (_e203 + _e246);
    let _e300 = (_e204 + 9u);
    Out[_e300] = _e203;
    let _e304 = (_e204 + 10u);
    Out[_e304] = 9u;
    let _e307 = (_e204 + 11u);
    Out[_e307] = 0u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
