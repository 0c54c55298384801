@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var n: u32;
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
    var y_phi: u32;
    var y: u32;
    var count_phi_1: u32;
    var count_1: u32;
    var done_phi_1: bool;
    var done_1: bool;
    var count_2: u32;
    n = gl_SV_DispatchThreadID.x;
    a_phi = 0u;
    s_phi = 0u;
    loop {
        a = a_phi;
        s = s_phi;
        if !(a < n) {
            break;
        }
        b_phi = 0u;
        s_phi_1 = s;
        loop {
            b = b_phi;
            s_1 = s_phi_1;
            if !(b < 100u) {
                break;
            }
            if (b == 3u) {
                break;
            }
            if (b >= a) {
                s_phi_2 = s_1;
                continue;
            }
            s_phi_2 = (s_1 + (a * b));
            continuing {
                let s_2 = s_phi_2;
                b_phi = (b + 1u);
                s_phi_1 = s_2;
            }
        }
        continuing {
            a_phi = (a + 1u);
            s_phi = s_1;
        }
    }
    A[n] = s;
    x_phi = 0u;
    done_phi = false;
    count_phi = 0u;
    loop {
        x = x_phi;
        done = done_phi;
        count = count_phi;
        if !((x < 8u) & (!(done))) {
            break;
        }
        y_phi = 0u;
        count_phi_1 = count;
        loop {
            y = y_phi;
            count_1 = count_phi_1;
            if !(y < 8u) {
                done_phi_1 = done;
                break;
            }
            if ((x * y) > n) {
                done_phi_1 = true;
                break;
            }
            count_2 = (count_1 + 1u);
            continuing {
                y_phi = (y + 1u);
                count_phi_1 = count_2;
            }
        }
        done_1 = done_phi_1;
        continuing {
            x_phi = (x + 1u);
            done_phi = done_1;
            count_phi = count_1;
        }
    }
    B[n] = count;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
