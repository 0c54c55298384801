@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out2: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e64: u32;
    var _phi: u32;
    var _phi_1: u32;
    var _phi_2: u32;
    _e64 = gl_SV_DispatchThreadID.x;
    switch (_e64 % 6u) {
        case 0u {
            _phi_1 = 10u;
        }
        case 4u {
            _phi = 0u;
            let _e97 = _phi;
            _phi_1 = (_e97 + 4u);
        }
        case 3u {
            _phi_1 = 30u;
        }
        default {
            _phi = 90u;
            let _e97 = _phi;
            _phi_1 = (_e97 + 4u);
        }
    }
    let _e96 = _phi_1;
    Out[_e64] = _e96;
    switch (bitcast<i32>(_e64) - 3i) {
        case 2i {
            _phi_2 = 3u;
        }
        case -1i {
            _phi_2 = 2u;
        }
        case -3i {
            _phi_2 = 1u;
        }
        default {
            _phi_2 = 0u;
        }
    }
    let _e98 = _phi_2;
    Out2[_e64] = _e98;
    return;
}

@compute @workgroup_size(24, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
