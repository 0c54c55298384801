@group(0) @binding(0) var<storage, read_write> ForOut: array<u32>;
@group(0) @binding(1) var<storage, read_write> WhileOut: array<u32>;
@group(0) @binding(2) var<storage, read_write> DoOut: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e80: u32;
    var j_phi: u32;
    var j: u32;
    var s_phi: u32;
    var s: u32;
    var _e89: u32;
    var k_phi: u32;
    var k: u32;
    var _e106: u32;
    var bits_phi: u32;
    var v_phi: u32;
    var _e116: u32;
    var _e119: u32;
    _e80 = gl_SV_DispatchThreadID.x;
    j_phi = 0u;
    s_phi = 0u;
    loop {
        j = j_phi;
        s = s_phi;
        if !(j < _e80) {
            break;
        }
        _e89 = (s + j);
        continuing {
            j_phi = (j + 1u);
            s_phi = _e89;
        }
    }
    ForOut[_e80] = s;
    k_phi = 0u;
    loop {
        k = k_phi;
        if !((k * k) <= _e80) {
            break;
        }
        _e106 = (k + 1u);
        continuing {
            k_phi = _e106;
        }
    }
    WhileOut[_e80] = k;
    bits_phi = 0u;
    v_phi = _e80;
    loop {
        if false { break; }
        let bits = bits_phi;
        let v = v_phi;
        _e116 = (bits + 1u);
        _e119 = (v >> 1u);
        continuing {
            bits_phi = _e116;
            v_phi = _e119;
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
