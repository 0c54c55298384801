@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e112: u32;
    var calls: u32;
    var _e126: bool;
    var calls_phi: u32;
    var calls_1: u32;
    var calls_phi_1: u32;
    var _phi: u32;
    _e112 = gl_SV_DispatchThreadID.x;
    let _e115 = ((_e112 % 2u) == 0u);
    calls = select(0u, 1u, _e115);
    _e126 = select(false, true, _e115);
    if ((_e112 % 3u) == 0u) {
        calls_phi = calls;
    } else {
        calls_phi = (calls + 10u);
    }
    calls_1 = calls_phi;
    if (_e112 > 4u) {
        calls_phi_1 = (calls_1 + 100u);
        _phi = 1u;
    } else {
        calls_phi_1 = calls_1;
        _phi = 0u;
    }
    let calls_2 = calls_phi_1;
    let _e154 = _phi;
    let _e165 = (_e112 * 2u);
    Out[_e165] = ((select(0u, 1u, _e126) + 2u) + select(0u, 4u, (_e154 != 0u)));
    let _e170 = (_e165 + 1u);
    Out[_e170] = calls_2;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
