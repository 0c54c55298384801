@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 9>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    var r_phi: u32;
    var r: u32;
    var o_phi: u32;
    var o: u32;
    var c_phi: u32;
    var c: u32;
    var o_phi_1: u32;
    var o_1: u32;
    var o_2: u32;
    var r2_phi: u32;
    var r2: u32;
    var o_phi_2: u32;
    var o_3: u32;
    var c2_phi: u32;
    var c2: u32;
    var o_phi_3: u32;
    var o_4: u32;
    var o_5: u32;
    var r3_phi: u32;
    var r3: u32;
    var o_phi_4: u32;
    var o_6: u32;
    var c3_phi: u32;
    var c3: u32;
    var o_phi_5: u32;
    var o_7: u32;
    var o_8: u32;
    r_phi = 0u;
    o_phi = 0u;
    loop {
        r = r_phi;
        o = o_phi;
        if !(r < 2u) {
            break;
        }
        c_phi = 0u;
        o_phi_1 = o;
        loop {
            c = c_phi;
            o_1 = o_phi_1;
            if !(c < 3u) {
                break;
            }
            let _t1 = r * 4u + c * 16u;
            o_2 = (o_1 + 1u);
            Out[o_1] = bitcast<f32>(CB[_t1 / 16u][(_t1 % 16u) / 4u]);
            continuing {
                c_phi = (c + 1u);
                o_phi_1 = o_2;
            }
        }
        continuing {
            r_phi = (r + 1u);
            o_phi = o_1;
        }
    }
    r2_phi = 0u;
    o_phi_2 = o;
    loop {
        r2 = r2_phi;
        o_3 = o_phi_2;
        if !(r2 < 2u) {
            break;
        }
        c2_phi = 0u;
        o_phi_3 = o_3;
        loop {
            c2 = c2_phi;
            o_4 = o_phi_3;
            if !(c2 < 3u) {
                break;
            }
            let _t2 = r2 * 16u + c2 * 4u + 48u;
            o_5 = (o_4 + 1u);
            Out[o_4] = bitcast<f32>(CB[_t2 / 16u][(_t2 % 16u) / 4u]);
            continuing {
                c2_phi = (c2 + 1u);
                o_phi_3 = o_5;
            }
        }
        continuing {
            r2_phi = (r2 + 1u);
            o_phi_2 = o_4;
        }
    }
    r3_phi = 0u;
    o_phi_4 = o_3;
    loop {
        r3 = r3_phi;
        o_6 = o_phi_4;
        if !(r3 < 3u) {
            break;
        }
        c3_phi = 0u;
        o_phi_5 = o_6;
        loop {
            c3 = c3_phi;
            o_7 = o_phi_5;
            if !(c3 < 3u) {
                break;
            }
            let _t3 = r3 * 4u + c3 * 16u + 80u;
            o_8 = (o_7 + 1u);
            Out[o_7] = bitcast<f32>(CB[_t3 / 16u][(_t3 % 16u) / 4u]);
            continuing {
                c3_phi = (c3 + 1u);
                o_phi_5 = o_8;
            }
        }
        continuing {
            r3_phi = (r3 + 1u);
            o_phi_4 = o_7;
        }
    }
    Out[21u] = bitcast<f32>(CB[8u].x);
    let rs = (vec3<f32>(1f, 1f, 1f) * mat2x3<f32>(vec3<f32>(bitcast<f32>(CB[0u].x), bitcast<f32>(CB[1u].x), bitcast<f32>(CB[2u].x)), vec3<f32>(bitcast<f32>(CB[0u].y), bitcast<f32>(CB[1u].y), bitcast<f32>(CB[2u].y))));
    Out[22u] = rs.x;
    Out[23u] = rs.y;
    let cs = (mat2x3<f32>(bitcast<vec3<f32>>(CB[3u].xyz), bitcast<vec3<f32>>(CB[4u].xyz)) * vec2<f32>(1f, 1f));
    Out[24u] = cs.x;
    Out[25u] = cs.y;
    Out[26u] = cs.z;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
