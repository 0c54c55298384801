@group(0) @binding(0) var<storage, read> IdxBuf: array<u32>;
@group(0) @binding(1) var<storage, read_write> A: array<u32>;
@group(0) @binding(2) var<storage, read_write> S: array<u32>;
@group(0) @binding(3) var<storage, read_write> B: array<u32>;
@group(0) @binding(4) var<storage, read_write> C: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e143: u32;
    var _e146: u32;
    var k_phi: u32;
    var k: u32;
    var m_phi: u32;
    var m: u32;
    var s_phi: u32;
    var s: u32;
    var _e178: u32;
    var r_phi: u32;
    var r: u32;
    var c_phi: u32;
    var c: u32;
    var t: array<u32, 16>;
    var g: array<array<u32, 4>, 4>;
    var copy: array<u32, 4>;
    let _e127 = gl_SV_DispatchThreadID;
    _e143 = _e127.x;
    _e146 = IdxBuf[_e143];
    k_phi = 0u;
    loop {
        k = k_phi;
        let _e150 = (k < 16u);
        if !(_e150) {
            break;
        }
        let _e154 = (k * k);
        let _e155 = (_e154 + 1u);
        t[k] = _e155;
        continuing {
            let _e160 = (k + 1u);
            k_phi = _e160;
        }
    }
    let _e164 = t[_e146];
    A[_e143] = _e164;
    t[_e146] = 0u;
    m_phi = 0u;
    s_phi = 0u;
    loop {
        m = m_phi;
        s = s_phi;
        let _e172 = (m < 16u);
        if !(_e172) {
            break;
        }
        let _e177 = t[m];
        _e178 = (s + _e177);
        continuing {
            let _e181 = (m + 1u);
            m_phi = _e181;
            s_phi = _e178;
        }
    }
    S[_e143] = s;
    r_phi = 0u;
    loop {
        r = r_phi;
        let _e189 = (r < 4u);
        if !(_e189) {
            break;
        }
        c_phi = 0u;
        loop {
            c = c_phi;
            let _e222 = (c < 4u);
            if !(_e222) {
                break;
            }
            let _e225 = (4u * r);
            let _e227 = (_e225 + c);
            g[r][c] = _e227;
            continuing {
                let _e234 = (c + 1u);
                c_phi = _e234;
            }
        }
        continuing {
            let _e193 = (r + 1u);
            r_phi = _e193;
        }
    }
    let _e196 = (_e146 % 4u);
    let _e199 = (_e143 % 4u);
    let _e201 = g[_e196][_e199];
    B[_e143] = _e201;
    copy = array<u32, 4>(9u, 8u, 7u, 6u);
    let _e216 = copy[_e199];
    C[_e143] = _e216;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
