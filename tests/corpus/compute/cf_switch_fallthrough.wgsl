@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e53: u32;
    var _phi: u32;
    var _phi_1: u32;
    var _phi_2: u32;
    _e53 = gl_SV_DispatchThreadID.x;
    switch (_e53 % 8u) {
        case 0u {
            _phi = 1u;
            let _e84 = _phi;
            _phi_2 = (_e84 + 10u);
        }
        case 1u {
            _phi = 0u;
            let _e84 = _phi;
            _phi_2 = (_e84 + 10u);
        }
        case 2u, 3u {
            _phi_1 = 100u;
            let _e83 = _phi_1;
            _phi_2 = (_e83 + 1000u);
        }
        case 4u {
            _phi_1 = 0u;
            let _e83 = _phi_1;
            _phi_2 = (_e83 + 1000u);
        }
        default {
            _phi_2 = 5u;
        }
    }
    let _e82 = _phi_2;
    Out[_e53] = (_e82 + (_e53 * 100000u));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
