@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e112: u32;
    var calls_phi: u32;
    var calls: u32;
    var _phi: bool;
    var _e126: bool;
    var calls_phi_1: u32;
    var calls_1: u32;
    var calls_phi_2: u32;
    var _phi_1: u32;
    let _e76 = gl_SV_DispatchThreadID;
    _e112 = _e76.x;
    let _e114 = (_e112 % 2u);
    let _e115 = (_e114 == 0u);
    if _e115 {
        calls_phi = 1u;
        _phi = true;
    } else {
        calls_phi = 0u;
        _phi = false;
    }
    calls = calls_phi;
    _e126 = _phi;
    let _e128 = (_e112 % 3u);
    let _e129 = (_e128 == 0u);
    if _e129 {
        calls_phi_1 = calls;
    } else {
        let _e135 = (calls + 10u);
        calls_phi_1 = _e135;
    }
    calls_1 = calls_phi_1;
    let _e142 = (_e112 > 4u);
    if _e142 {
        let _e147 = (calls_1 + 100u);
        calls_phi_2 = _e147;
        _phi_1 = 1u;
    } else {
        calls_phi_2 = calls_1;
        _phi_1 = 0u;
    }
    let calls_2 = calls_phi_2;
    let _e154 = _phi_1;
    let _e156 = select(0u, 1u, _e126);
    let _e159 = (_e156 + 2u);
    let _e161 = (_e154 != 0u);
    let _e162 = select(0u, 4u, _e161);
    let _e163 = (_e159 + _e162);
    let _e165 = (_e112 * 2u);
    Out[_e165] = _e163;
    let _e170 = (_e165 + 1u);
    Out[_e170] = calls_2;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
