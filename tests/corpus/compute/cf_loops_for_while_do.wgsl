@group(0) @binding(0) var<storage, read_write> ForOut: array<u32>;
@group(0) @binding(1) var<storage, read_write> WhileOut: array<u32>;
@group(0) @binding(2) var<storage, read_write> DoOut: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e80: u32;
    var _phi: u32;
    var _e131: u32;
    var _phi_1: u32;
    var _e130: u32;
    var _e89: u32;
    var _phi_2: u32;
    var _e132: u32;
    var _e106: u32;
    var _phi_3: u32;
    var _phi_4: u32;
    var _e116: u32;
    var _e119: u32;
    _e80 = gl_SV_DispatchThreadID.x;
    _phi = 0u;
    _phi_1 = 0u;
    loop {
        _e131 = _phi;
        _e130 = _phi_1;
        if !(_e131 < _e80) {
            break;
        }
        _e89 = (_e130 + _e131);
        continuing {
            _phi = (_e131 + 1u);
            _phi_1 = _e89;
        }
    }
    ForOut[_e80] = _e130;
    _phi_2 = 0u;
    loop {
        _e132 = _phi_2;
        if !((_e132 * _e132) <= _e80) {
            break;
        }
        _e106 = (_e132 + 1u);
        continuing {
            _phi_2 = _e106;
        }
    }
    WhileOut[_e80] = _e132;
    _phi_3 = 0u;
    _phi_4 = _e80;
    loop {
        if false { break; }
        let _e134 = _phi_3;
        let _e133 = _phi_4;
        _e116 = (_e134 + 1u);
        _e119 = (_e133 >> 1u);
        continuing {
            _phi_3 = _e116;
            _phi_4 = _e119;
            break if !(_e119 != 0u);
        }
    }
    DoOut[_e80] = _e116;
    return;
}

@compute @workgroup_size(40, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
