@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_n: u32;
    var k_phi: u32;
    var k: u32;
    var s_phi: u32;
    var s: u32;
    var s_phi_1: u32;
    var retval_phi: u32;
    var returned_phi: bool;
    var s_phi_2: u32;
    var retval_phi_1: u32;
    var target_: u32;
    var done_phi: bool;
    var done: bool;
    var iters_phi: u32;
    var iters: u32;
    var k_phi_1: u32;
    var k_1: u32;
    var iters_1: u32;
    var done_phi_1: bool;
    var done_1: bool;
    var k_phi_2: u32;
    var k_2: u32;
    var _break_loop: bool;
    param_n = gl_SV_DispatchThreadID.x;
    loop {
        k_phi = 0u;
        s_phi = 0u;
        loop {
            k = k_phi;
            s = s_phi;
            if !(k < param_n) {
                retval_phi = u32();
                returned_phi = false;
                break;
            }
            _break_loop = false;
            switch (k % 4u) {
                case 0u {
                    s_phi_2 = (s + 1u);
                }
                case 1u {
                    s_phi_1 = s;
                    continue;
                }
                case 2u {
                    s_phi_2 = (s + 10u);
                }
                default {
                    if (k >= 7u) {
                        retval_phi = (s + 5000u);
                        returned_phi = true;
                        _break_loop = true;
                        break;
                    }
                    s_phi_2 = (s + 1000u);
                }
            }
            if _break_loop {
                break;
            }
            let s_1 = s_phi_2;
            s_phi_1 = (s_1 + 100u);
            continuing {
                let s_2 = s_phi_1;
                k_phi = (k + 1u);
                s_phi = s_2;
            }
        }
        let retval = retval_phi;
        let returned = returned_phi;
        if returned {
            retval_phi_1 = retval;
            break;
        }
        retval_phi_1 = s;
        break;
        continuing {
        }
    }
    let retval_1 = retval_phi_1;
    A[param_n] = retval_1;
    target_ = (param_n % 5u);
    done_phi = false;
    iters_phi = 0u;
    k_phi_1 = 0u;
    loop {
        done = done_phi;
        iters = iters_phi;
        k_1 = k_phi_1;
        if !(!(done)) {
            break;
        }
        iters_1 = (iters + 1u);
        switch select(0i, 1i, (k_1 == target_)) {
            case 1i {
                done_phi_1 = true;
                k_phi_2 = k_1;
            }
            default {
                done_phi_1 = done;
                k_phi_2 = (k_1 + 1u);
            }
        }
        done_1 = done_phi_1;
        k_2 = k_phi_2;
        continuing {
            done_phi = done_1;
            iters_phi = iters_1;
            k_phi_1 = k_2;
        }
    }
    B[param_n] = iters;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
