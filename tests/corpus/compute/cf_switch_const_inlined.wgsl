@group(0) @binding(0) var<storage, read_write> O: array<u32>;
@group(0) @binding(1) var<storage, read> In: array<u32>;

fn main_1() {
    var param_x: u32;
    var r_phi: u32;
    var param_x_1: u32;
    var r_phi_1: u32;
    var i_phi: u32;
    var i: u32;
    var acc_phi: u32;
    var acc: u32;
    var acc_1: u32;
    var i_phi_1: u32;
    var i_1: u32;
    var acc_phi_1: u32;
    var acc_2: u32;
    var acc_3: u32;
    var i_phi_2: u32;
    var i_2: u32;
    var acc_phi_2: u32;
    var acc_4: u32;
    var acc_5: u32;
    var i_phi_3: u32;
    var i_3: u32;
    var acc_phi_3: u32;
    var acc_6: u32;
    var acc_7: u32;
    var acc_phi_4: u32;
    var acc_8: u32;
    var i_phi_4: u32;
    var i_4: u32;
    var acc_phi_5: u32;
    var acc_9: u32;
    var acc_10: u32;
    var param_n: u32;
    var i_phi_5: u32;
    var i_5: u32;
    var retval_phi: u32;
    var returned_phi: bool;
    var retval_phi_1: u32;
    var param_n_1: u32;
    var i_phi_6: u32;
    var retval_phi_2: u32;
    var returned_phi_1: bool;
    var retval_phi_3: u32;
    var param_n_2: u32;
    var i_phi_7: u32;
    var i_6: u32;
    var retval_phi_4: u32;
    var returned_phi_2: bool;
    var retval_phi_5: u32;
    O[0u] = 1u;
    O[1u] = 2u;
    O[2u] = 0u;
    O[3u] = 11u;
    O[4u] = 1100u;
    O[5u] = 1000u;
    O[6u] = 5u;
    O[7u] = 30u;
    O[8u] = 20u;
    O[9u] = 10u;
    param_x = In[0u];
    switch 1u {
        default {
            if (param_x > 3u) {
                r_phi = 0u;
                break;
            }
            r_phi = 7u;
        }
    }
    let r = r_phi;
    O[10u] = r;
    param_x_1 = In[1u];
    switch 1u {
        default {
            if (param_x_1 > 3u) {
                r_phi_1 = 0u;
                break;
            }
            r_phi_1 = 7u;
        }
    }
    let r_1 = r_phi_1;
    O[11u] = r_1;
    O[12u] = 10u;
    O[13u] = 1u;
    i_phi = 0u;
    acc_phi = 0u;
    loop {
        i = i_phi;
        acc = acc_phi;
        if !(i < 4u) {
            break;
        }
        acc_1 = (acc + i);
        continuing {
            i_phi = (i + 1u);
            acc_phi = acc_1;
        }
    }
    O[14u] = acc;
    i_phi_1 = 0u;
    acc_phi_1 = 0u;
    loop {
        i_1 = i_phi_1;
        acc_2 = acc_phi_1;
        if !(i_1 < 4u) {
            break;
        }
        acc_3 = (acc_2 + 1000u);
        continuing {
            i_phi_1 = (i_1 + 1u);
            acc_phi_1 = acc_3;
        }
    }
    O[15u] = acc_2;
    i_phi_2 = 0u;
    acc_phi_2 = 0u;
    loop {
        i_2 = i_phi_2;
        acc_4 = acc_phi_2;
        if !(i_2 < 4u) {
            break;
        }
        acc_5 = ((acc_4 + 100u) + 1000u);
        continuing {
            i_phi_2 = (i_2 + 1u);
            acc_phi_2 = acc_5;
        }
    }
    O[16u] = acc_4;
    i_phi_3 = 0u;
    acc_phi_3 = 0u;
    loop {
        i_3 = i_phi_3;
        acc_6 = acc_phi_3;
        if !(i_3 < 5u) {
            acc_phi_4 = acc_6;
            break;
        }
        acc_7 = (acc_6 + 10u);
        if (i_3 == 2u) {
            acc_phi_4 = acc_7;
            break;
        }
        acc_8 = (acc_7 + 100u);
        continuing {
            i_phi_3 = (i_3 + 1u);
            acc_phi_3 = acc_8;
        }
    }
    let acc_11 = acc_phi_4;
    O[17u] = acc_11;
    i_phi_4 = 0u;
    acc_phi_5 = 0u;
    loop {
        i_4 = i_phi_4;
        acc_9 = acc_phi_5;
        if !(i_4 < 5u) {
            break;
        }
        acc_10 = (acc_9 + 1u);
        continuing {
            i_phi_4 = (i_4 + 1u);
            acc_phi_5 = acc_10;
        }
    }
    O[18u] = acc_9;
    param_n = In[0u];
    loop {
        i_phi_5 = 0u;
        loop {
            i_5 = i_phi_5;
            if !(i_5 < param_n) {
                retval_phi = u32();
                returned_phi = false;
                break;
            }
            if (i_5 == 2u) {
                retval_phi = (i_5 + 50u);
                returned_phi = true;
                break;
            }
            continuing {
                i_phi_5 = (i_5 + 1u);
            }
        }
        let retval = retval_phi;
        let returned = returned_phi;
        if returned {
            retval_phi_1 = retval;
            break;
        }
        retval_phi_1 = 7u;
        break;
        continuing {
        }
    }
    let retval_1 = retval_phi_1;
    O[19u] = retval_1;
    param_n_1 = In[0u];
    loop {
        i_phi_6 = 0u;
        loop {
            let i_7 = i_phi_6;
            if !(i_7 < param_n_1) {
                retval_phi_2 = u32();
                returned_phi_1 = false;
                break;
            }
            retval_phi_2 = 99u;
            returned_phi_1 = true;
            break;
            continuing {
                i_phi_6 = u32();
            }
        }
        let retval_2 = retval_phi_2;
        let returned_1 = returned_phi_1;
        if returned_1 {
            retval_phi_3 = retval_2;
            break;
        }
        retval_phi_3 = 7u;
        break;
        continuing {
        }
    }
    let retval_3 = retval_phi_3;
    O[20u] = retval_3;
    param_n_2 = In[2u];
    loop {
        i_phi_7 = 0u;
        loop {
            i_6 = i_phi_7;
            if !(i_6 < param_n_2) {
                retval_phi_4 = u32();
                returned_phi_2 = false;
                break;
            }
            if (i_6 == 2u) {
                retval_phi_4 = (i_6 + 50u);
                returned_phi_2 = true;
                break;
            }
            continuing {
                i_phi_7 = (i_6 + 1u);
            }
        }
        let retval_4 = retval_phi_4;
        let returned_2 = returned_phi_2;
        if returned_2 {
            retval_phi_5 = retval_4;
            break;
        }
        retval_phi_5 = 7u;
        break;
        continuing {
        }
    }
    let retval_5 = retval_phi_5;
    O[21u] = retval_5;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
