@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e36: vec3<u32>;
    var _e53: u32;
    var _phi: u32;
    var _e80: u32;
    var _e73: u32;
    _e36 = gl_SV_DispatchThreadID;
    loop {
        _e53 = _e36.x;
        _phi = o[_e53];
        loop {
            _e80 = _phi;
            if ((_e80 % 10u) == 0u) {
                o[_e53] = _e80;
                break;
            }
            _e73 = (_e80 + 1u);
            continuing {
                _phi = _e73;
            }
        }
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
