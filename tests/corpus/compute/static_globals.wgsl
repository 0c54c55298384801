@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e120: u32;
    var _phi: u32;
    var _e194: u32;
    var _phi_1: u32;
    var _e180: u32;
    var _e125: u32;
    var _e132: u32;
    var _phi_2: u32;
    var _e181: u32;
    var hist: array<u32, 4>;
    var table: array<u32, 8>;
    table = array<u32, 8>(2u, 3u, 5u, 7u, 11u, 13u, 17u, 19u);
    _e120 = gl_SV_DispatchThreadID.x;
    _phi = 10u;
    _phi_1 = 0u;
    loop {
        _e194 = _phi;
        _e180 = _phi_1;
        _e125 = (_e120 % 4u);
        if !(_e180 < (3u + _e125)) {
            break;
        }
        _e132 = (_e194 + 2u);
        continuing {
            _phi = _e132;
            _phi_1 = (_e180 + 1u);
        }
    }
    _phi_2 = 0u;
    loop {
        _e181 = _phi_2;
        if !(_e181 < 4u) {
            break;
        }
        hist[_e181] = (_e181 + 100u);
        continuing {
            _phi_2 = (_e181 + 1u);
        }
    }
    let _e153 = (_e120 * 4u);
    Out[_e153] = _e194;
    let _e157 = (_e120 % 8u);
    let _e162 = (_e153 + 1u);
    Out[_e162] = table[_e157];
    let _e170 = (_e153 + 2u);
    Out[_e170] = hist[_e125];
    let _e175 = (_e153 + 3u);
    Out[_e175] = 42u;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
