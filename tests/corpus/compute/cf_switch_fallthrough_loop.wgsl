@group(0) @binding(0) var<storage, read> In: array<i32>;
@group(0) @binding(1) var<storage, read_write> Out: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var x: i32;
    var x_phi: i32;
    var x_phi_1: i32;
    var i_phi: i32;
    var i: i32;
    var x_phi_2: i32;
    var x_1: i32;
    var k_phi: i32;
    var k: i32;
    var x_phi_3: i32;
    var x_2: i32;
    var x_3: i32;
    var k_1: i32;
    t = gl_SV_DispatchThreadID.x;
    x = In[t];
    switch (x & 3i) {
        case 0i {
            x_phi = (x + 1i);
            let x_4 = x_phi;
            i_phi = 0i;
            x_phi_2 = x_4;
            loop {
                if false { break; }
                i = i_phi;
                let x_5 = x_phi_2;
                x_1 = (x_5 + 2i);
                continuing {
                    let i_1 = (i + 1i);
                    i_phi = i_1;
                    x_phi_2 = x_1;
                    break if !(i_1 < 3i);
                }
            }
            k_phi = 0i;
            x_phi_3 = x_1;
            loop {
                k = k_phi;
                x_2 = x_phi_3;
                if !(k < 3i) {
                    break;
                }
                x_3 = (x_2 + k);
                k_1 = (k + 1i);
                continuing {
                    k_phi = k_1;
                    x_phi_3 = x_3;
                }
            }
            x_phi_1 = x_2;
        }
        case 1i {
            x_phi = x;
            let x_4 = x_phi;
            i_phi = 0i;
            x_phi_2 = x_4;
            loop {
                if false { break; }
                i = i_phi;
                let x_5 = x_phi_2;
                x_1 = (x_5 + 2i);
                continuing {
                    let i_1 = (i + 1i);
                    i_phi = i_1;
                    x_phi_2 = x_1;
                    break if !(i_1 < 3i);
                }
            }
            k_phi = 0i;
            x_phi_3 = x_1;
            loop {
                k = k_phi;
                x_2 = x_phi_3;
                if !(k < 3i) {
                    break;
                }
                x_3 = (x_2 + k);
                k_1 = (k + 1i);
                continuing {
                    k_phi = k_1;
                    x_phi_3 = x_3;
                }
            }
            x_phi_1 = x_2;
        }
        default {
            x_phi_1 = (x - 100i);
        }
    }
    let x_6 = x_phi_1;
    Out[t] = x_6;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
