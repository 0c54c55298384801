@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e116: u32;
    var a_phi: u32;
    var a: u32;
    var s_phi: u32;
    var s: u32;
    var b_phi: u32;
    var b: u32;
    var s_phi_1: u32;
    var s_1: u32;
    var s_phi_2: u32;
    var x_phi: u32;
    var x: u32;
    var done_phi: bool;
    var done: bool;
    var count_phi: u32;
    var count: u32;
    var _phi: bool;
    var y_phi: u32;
    var y: u32;
    var count_phi_1: u32;
    var count_1: u32;
    var done_phi_1: bool;
    var done_1: bool;
    var _e190: u32;
    let _e103 = gl_SV_DispatchThreadID;
    _e116 = _e103.x;
    a_phi = 0u;
    s_phi = 0u;
    loop {
        a = a_phi;
        s = s_phi;
        let _e121 = (a < _e116);
        if !(_e121) {
            break;
        }
        b_phi = 0u;
        s_phi_1 = s;
        loop {
            b = b_phi;
            s_1 = s_phi_1;
            let _e133 = (b < 100u);
            if !(_e133) {
                break;
            }
            let _e136 = (b == 3u);
            if _e136 {
                break;
            }
            let _e145 = (b >= a);
            if _e145 {
                s_phi_2 = s_1;
                continue;
            }
            let _e152 = (a * b);
            let _e153 = (s_1 + _e152);
            s_phi_2 = _e153;
            continuing {
                let s_2 = s_phi_2;
                let _e139 = (b + 1u);
                b_phi = _e139;
                s_phi_1 = s_2;
            }
        }
        continuing {
            let _e125 = (a + 1u);
            a_phi = _e125;
            s_phi = s_1;
        }
    }
    A[_e116] = s;
    x_phi = 0u;
    done_phi = false;
    count_phi = 0u;
    loop {
        x = x_phi;
        done = done_phi;
        count = count_phi;
        let _e158 = (x < 8u);
        if _e158 {
            let _e169 = (!(done));
            _phi = _e169;
        } else {
            _phi = false;
        }
        let _e172 = _phi;
        if !(_e172) {
            break;
        }
        y_phi = 0u;
        count_phi_1 = count;
        loop {
            y = y_phi;
            count_1 = count_phi_1;
            let _e176 = (y < 8u);
            if !(_e176) {
                done_phi_1 = done;
                break;
            }
            let _e180 = (x * y);
            let _e182 = (_e180 > _e116);
            if _e182 {
                done_phi_1 = true;
                break;
            }
            _e190 = (count_1 + 1u);
            continuing {
                let _e185 = (y + 1u);
                y_phi = _e185;
                count_phi_1 = _e190;
            }
        }
        done_1 = done_phi_1;
        continuing {
            let _e162 = (x + 1u);
            x_phi = _e162;
            done_phi = done_1;
            count_phi = count_1;
        }
    }
    B[_e116] = count;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
