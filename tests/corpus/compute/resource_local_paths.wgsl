struct type_P {
    N: u32,
}

@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read> B: array<u32>;
@group(0) @binding(4) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read> C: array<u32>;
@group(0) @binding(3) var<uniform> P: type_P;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    var param_gi: u32;
    var A_1: u32;
    var B_1: u32;
    var P_1: u32;
    var C_1: u32;
    var k_phi: u32;
    var k: u32;
    var q_phi: u32;
    var q: u32;
    param_gi = gl_SV_GroupIndex;
    A_1 = A[param_gi];
    Out[0u] = A_1;
    B_1 = B[param_gi];
    Out[1u] = B_1;
    Out[2u] = A_1;
    loop {
        P_1 = P.N;
        if (P_1 == 7u) {
            Out[3u] = C[param_gi];
            break;
        }
        Out[3u] = 99u;
        Out[2u] = A_1;
        break;
        continuing {
        }
    }
    C_1 = C[param_gi];
    Out[4u] = C_1;
    Out[5u] = A_1;
    Out[6u] = B_1;
    k_phi = 0u;
    loop {
        k = k_phi;
        if !(k < P_1) {
            break;
        }
        Out[7u] = B_1;
        continuing {
            k_phi = (k + 1u);
        }
    }
    Out[8u] = C_1;
    q_phi = 0u;
    loop {
        q = q_phi;
        if !(q < P_1) {
            break;
        }
        Out[9u] = C_1;
        continuing {
            q_phi = (q + 1u);
        }
    }
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
