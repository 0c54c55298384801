@group(0) @binding(0) var<storage, read_write> ForOut: array<u32>;
@group(0) @binding(1) var<storage, read_write> WhileOut: array<u32>;
@group(0) @binding(2) var<storage, read_write> DoOut: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var n: u32;
    var j_phi: u32;
    var j: u32;
    var s_phi: u32;
    var s: u32;
    var s_1: u32;
    var k_phi: u32;
    var k: u32;
    var k_1: u32;
    var bits_phi: u32;
    var v_phi: u32;
    var bits: u32;
    var v: u32;
    n = gl_SV_DispatchThreadID.x;
    j_phi = 0u;
    s_phi = 0u;
    loop {
        j = j_phi;
        s = s_phi;
        if !(j < n) {
            break;
        }
        s_1 = (s + j);
        continuing {
            j_phi = (j + 1u);
            s_phi = s_1;
        }
    }
    ForOut[n] = s;
    k_phi = 0u;
    loop {
        k = k_phi;
        if !((k * k) <= n) {
            break;
        }
        k_1 = (k + 1u);
        continuing {
            k_phi = k_1;
        }
    }
    WhileOut[n] = k;
    bits_phi = 0u;
    v_phi = n;
    loop {
        if false { break; }
        let bits_1 = bits_phi;
        let v_1 = v_phi;
        bits = (bits_1 + 1u);
        v = (v_1 >> 1u);
        continuing {
            bits_phi = bits;
            v_phi = v;
            break if !(v != 0u);
        }
    }
    DoOut[n] = bits;
    return;
}

@compute @workgroup_size(40, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
