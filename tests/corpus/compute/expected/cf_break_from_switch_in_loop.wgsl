@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e181: u32;
    var k_phi: u32;
    var k: u32;
    var s_phi: u32;
    var s: u32;
    var s_phi_1: u32;
    var retval_phi: u32;
    var returned_phi: bool;
    var s_phi_2: u32;
    var retval_phi_1: u32;
    var _e235: u32;
    var done_phi: bool;
    var done: bool;
    var iters_phi: u32;
    var iters: u32;
    var k_phi_1: u32;
    var k_1: u32;
    var _e242: u32;
    var done_phi_1: bool;
    var done_1: bool;
    var k_phi_2: u32;
    var k_2: u32;
    var _break_loop: bool;
    let _e105 = gl_SV_DispatchThreadID;
    _e181 = _e105.x;
    loop {
        k_phi = 0u;
        s_phi = 0u;
        loop {
            k = k_phi;
            s = s_phi;
            let _e189 = (k < _e181);
            if !(_e189) {
                retval_phi = u32();
                returned_phi = false;
                break;
            }
            let _e192 = (k % 4u);
            _break_loop = false;
            switch _e192 {
                case 0u {
                    let _e202 = (s + 1u);
                    s_phi_2 = _e202;
                }
                case 1u {
                    s_phi_1 = s;
                    continue;
                }
                case 2u {
                    let _e206 = (s + 10u);
                    s_phi_2 = _e206;
                }
                default {
                    let _e209 = (k >= 7u);
                    if _e209 {
                        let _e218 = (s + 5000u);
                        retval_phi = _e218;
                        returned_phi = true;
                        _break_loop = true;
                        break;
                    }
                    let _e221 = (s + 1000u);
                    s_phi_2 = _e221;
                }
            }
            if _break_loop {
                break;
            }
            let s_1 = s_phi_2;
            let _e212 = (s_1 + 100u);
            s_phi_1 = _e212;
            continuing {
                let s_2 = s_phi_1;
                let _e195 = (k + 1u);
                k_phi = _e195;
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
    A[_e181] = retval_1;
    _e235 = (_e181 % 5u);
    done_phi = false;
    iters_phi = 0u;
    k_phi_1 = 0u;
    loop {
        done = done_phi;
        iters = iters_phi;
        k_1 = k_phi_1;
        let _e239 = (!(done));
        if !(_e239) {
            break;
        }
        _e242 = (iters + 1u);
        let _e245 = (k_1 == _e235);
        let _e246 = select(0i, 1i, _e245);
        switch _e246 {
            case 1i {
                done_phi_1 = true;
                k_phi_2 = k_1;
            }
            default {
                let _e256 = (k_1 + 1u);
                done_phi_1 = done;
                k_phi_2 = _e256;
            }
        }
        done_1 = done_phi_1;
        k_2 = k_phi_2;
        continuing {
            done_phi = done_1;
            iters_phi = _e242;
            k_phi_1 = k_2;
        }
    }
    B[_e181] = iters;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
