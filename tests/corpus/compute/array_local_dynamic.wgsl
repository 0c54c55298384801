@group(0) @binding(0) var<storage, read> IdxBuf: array<u32>;
@group(0) @binding(1) var<storage, read_write> A: array<u32>;
@group(0) @binding(2) var<storage, read_write> S: array<u32>;
@group(0) @binding(3) var<storage, read_write> B: array<u32>;
@group(0) @binding(4) var<storage, read_write> C: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e143: u32;
    var _e146: u32;
    var _phi: u32;
    var _e239: u32;
    var _phi_1: u32;
    var _e241: u32;
    var _phi_2: u32;
    var _e240: u32;
    var _e178: u32;
    var _phi_3: u32;
    var _e242: u32;
    var _phi_4: u32;
    var _e243: u32;
    var t: array<u32, 16>;
    var g: array<array<u32, 4>, 4>;
    var copy: array<u32, 4>;
    _e143 = gl_SV_DispatchThreadID.x;
    _e146 = IdxBuf[_e143];
    _phi = 0u;
    loop {
        _e239 = _phi;
        if !(_e239 < 16u) {
            break;
        }
        t[_e239] = ((_e239 * _e239) + 1u);
        continuing {
            _phi = (_e239 + 1u);
        }
    }
    A[_e143] = t[_e146];
    t[_e146] = 0u;
    _phi_1 = 0u;
    _phi_2 = 0u;
    loop {
        _e241 = _phi_1;
        _e240 = _phi_2;
        if !(_e241 < 16u) {
            break;
        }
        _e178 = (_e240 + t[_e241]);
        continuing {
            _phi_1 = (_e241 + 1u);
            _phi_2 = _e178;
        }
    }
    S[_e143] = _e240;
    _phi_3 = 0u;
    loop {
        _e242 = _phi_3;
        if !(_e242 < 4u) {
            break;
        }
        _phi_4 = 0u;
        loop {
            _e243 = _phi_4;
            if !(_e243 < 4u) {
                break;
            }
            g[_e242][_e243] = ((4u * _e242) + _e243);
            continuing {
                _phi_4 = (_e243 + 1u);
            }
        }
        continuing {
            _phi_3 = (_e242 + 1u);
        }
    }
    let _e196 = (_e146 % 4u);
    let _e199 = (_e143 % 4u);
    B[_e143] = g[_e196][_e199];
    copy = array<u32, 4>(9u, 8u, 7u, 6u);
    C[_e143] = copy[_e199];
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
