struct Inner {
    x: u32,
    y: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e152: u32;
    var _e158: u32;
    var _phi: u32;
    var _e279: u32;
    var local: array<Inner, 3>;
    _e152 = gl_SV_DispatchThreadID.x;
    _e158 = (_e152 * _e152);
    _phi = 0u;
    loop {
        _e279 = _phi;
        if !(_e279 < 3u) {
            break;
        }
        local[_e279].x = (_e279 + _e152);
        local[_e279].y = (10u * _e279);
        continuing {
            _phi = (_e279 + 1u);
        }
    }
    let _e204 = (_e152 * 8u);
    Out[_e204] = _e152;
    let _e215 = (_e204 + 1u);
    Out[_e215] = _e158;
    let _e219 = (_e152 % 3u);
    let _e224 = (_e204 + 2u);
    Out[_e224] = local[_e219].x;
    let _e231 = (_e204 + 3u);
    Out[_e231] = local[1].y;
    let _e238 = (_e204 + 4u);
    Out[_e238] = 99u;
    let _e243 = (_e204 + 5u);
    Out[_e243] = 7u;
    let _e249 = (_e204 + 6u);
    Out[_e249] = 2u;
    let _e256 = (_e204 + 7u);
    Out[_e256] = 5u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
