@group(0) @binding(0) var<storage, read> In: array<i32>;
@group(0) @binding(1) var<storage, read_write> Out: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var param_x: i32;
    var retval_phi: i32;
    var returned_phi: bool;
    var retval_phi_1: i32;
    var i_phi: i32;
    var i: i32;
    var retval_phi_2: i32;
    var returned_phi_1: bool;
    var retval_phi_3: i32;
    var t_phi: i32;
    var param_y: i32;
    var param_y_phi: i32;
    var i_phi_1: i32;
    var param_y_phi_1: i32;
    var param_y_1: i32;
    var retval_phi_4: i32;
    var returned_phi_2: bool;
    var retval_phi_5: i32;
    var _break_loop: bool;
    var _break_loop_1: bool;
    t = gl_SV_DispatchThreadID.x;
    param_x = In[t];
    Out[t] = (param_x * 2i);
    loop {
        loop {
            if (param_x > 3i) {
                retval_phi = (param_x + 10i);
                returned_phi = true;
                break;
            }
            retval_phi = i32();
            returned_phi = false;
            break;
            continuing {
            }
        }
        let retval = retval_phi;
        let returned = returned_phi;
        if returned {
            retval_phi_1 = retval;
            break;
        }
        retval_phi_1 = (param_x - 1i);
        break;
        continuing {
        }
    }
    let retval_1 = retval_phi_1;
    let t_1 = (8u + t);
    Out[t_1] = retval_1;
    loop {
        _break_loop = false;
        switch (param_x & 1i) {
            default {
                i_phi = 0i;
                loop {
                    i = i_phi;
                    if !(i < param_x) {
                        retval_phi_2 = i32();
                        returned_phi_1 = false;
                        break;
                    }
                    if (i == 2i) {
                        retval_phi_2 = 5i;
                        returned_phi_1 = true;
                        break;
                    }
                    continuing {
                        i_phi = (i + 1i);
                    }
                }
                let retval_2 = retval_phi_2;
                let returned_1 = returned_phi_1;
                if returned_1 {
                    retval_phi_3 = retval_2;
                    _break_loop = true;
                    break;
                }
                retval_phi_3 = (param_x * 3i);
                _break_loop = true;
                break;
            }
        }
        if _break_loop {
            break;
        }
        continuing {
        }
    }
    let retval_3 = retval_phi_3;
    let t_2 = (16u + t);
    Out[t_2] = retval_3;
    loop {
        _break_loop_1 = false;
        switch 0i {
            default {
                if (param_x > 100i) {
                    t_phi = 1i;
                    _break_loop_1 = true;
                    break;
                } else {
                    break;
                }
            }
        }
        if _break_loop_1 {
            break;
        }
        t_phi = param_x;
        break;
        continuing {
        }
    }
    let t_3 = t_phi;
    let t_4 = (24u + t);
    Out[t_4] = t_3;
    let t_5 = ((t + 1u) % 8u);
    param_y = In[t_5];
    loop {
        if (param_x >= 0i) {
            i_phi_1 = 0i;
            param_y_phi_1 = param_y;
            loop {
                let i_1 = i_phi_1;
                param_y_1 = param_y_phi_1;
                if !(i_1 < 0i) {
                    retval_phi_4 = i32();
                    returned_phi_2 = false;
                    break;
                }
                retval_phi_4 = 5i;
                returned_phi_2 = true;
                break;
                continuing {
                    i_phi_1 = i32();
                    param_y_phi_1 = i32();
                }
            }
            let retval_4 = retval_phi_4;
            let returned_2 = returned_phi_2;
            if returned_2 {
                retval_phi_5 = retval_4;
                break;
            }
            param_y_phi = param_y_1;
        } else {
            param_y_phi = param_y;
        }
        let param_y_2 = param_y_phi;
        retval_phi_5 = (param_x + param_y_2);
        break;
        continuing {
        }
    }
    let retval_5 = retval_phi_5;
    let t_6 = (32u + t);
    Out[t_6] = retval_5;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
