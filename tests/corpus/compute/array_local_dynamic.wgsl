@group(0) @binding(0) var<storage, read> IdxBuf: array<u32>;
@group(0) @binding(1) var<storage, read_write> A: array<u32>;
@group(0) @binding(2) var<storage, read_write> S: array<u32>;
@group(0) @binding(3) var<storage, read_write> B: array<u32>;
@group(0) @binding(4) var<storage, read_write> C: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var i: u32;
    var d: u32;
    var k_phi: u32;
    var k: u32;
    var m_phi: u32;
    var m: u32;
    var s_phi: u32;
    var s: u32;
    var s_1: u32;
    var r_phi: u32;
    var r: u32;
    var c_phi: u32;
    var c: u32;
    var t: array<u32, 16>;
    var g: array<array<u32, 4>, 4>;
    var copy: array<u32, 4>;
    i = gl_SV_DispatchThreadID.x;
    d = IdxBuf[i];
    k_phi = 0u;
    loop {
        k = k_phi;
        if !(k < 16u) {
            break;
        }
        t[k] = ((k * k) + 1u);
        continuing {
            k_phi = (k + 1u);
        }
    }
    A[i] = t[d];
    t[d] = 0u;
    m_phi = 0u;
    s_phi = 0u;
    loop {
        m = m_phi;
        s = s_phi;
        if !(m < 16u) {
            break;
        }
        s_1 = (s + t[m]);
        continuing {
            m_phi = (m + 1u);
            s_phi = s_1;
        }
    }
    S[i] = s;
    r_phi = 0u;
    loop {
        r = r_phi;
        if !(r < 4u) {
            break;
        }
        c_phi = 0u;
        loop {
            c = c_phi;
            if !(c < 4u) {
                break;
            }
            g[r][c] = ((4u * r) + c);
            continuing {
                c_phi = (c + 1u);
            }
        }
        continuing {
            r_phi = (r + 1u);
        }
    }
    let t_1 = (d % 4u);
    let t_2 = (i % 4u);
    B[i] = g[t_1][t_2];
    copy = array<u32, 4>(9u, 8u, 7u, 6u);
    C[i] = copy[t_2];
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
