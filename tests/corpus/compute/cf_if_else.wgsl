@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e72: u32;
    var _phi: u32;
    var _phi_1: u32;
    _e72 = gl_SV_DispatchThreadID.x;
    if (_e72 < 8u) {
        _phi = (_e72 * 2u);
    } else {
        if (_e72 < 16u) {
            _phi_1 = (_e72 + 100u);
        } else {
            _phi_1 = select(select(7u, (_e72 * _e72), (_e72 > 24u)), (1000u - _e72), ((_e72 & 1u) != 0u));
        }
        let _e119 = _phi_1;
        _phi = _e119;
    }
    let _e120 = _phi;
    Out[_e72] = select(_e120, (_e120 + 50000u), ((_e72 % 5u) == 0u));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
