struct ResType {
    m: f32,
    m_1: i32,
}

struct ResType_1 {
    m: vec2<f32>,
    m_1: vec2<i32>,
}

struct ResType_2 {
    m: vec3<f32>,
    m_1: vec3<i32>,
}

@group(0) @binding(0) var<storage, read> F: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var o: u32;
    var r_phi: u32;
    var r: u32;
    var c_phi: u32;
    var c: u32;
    var e2: mat2x3<f32>;
    var m2: mat2x3<f32>;
    let t = gl_SV_DispatchThreadID.x;
    let b = (t * 9u);
    o = (t * 27u);
    let F_1 = F[b];
    let _t1 = frexp(F_1);
    let t_1 = ResType(_t1.fract, _t1.exp);
    let e0 = f32(t_1.m_1);
    let m0 = t_1.m;
    Out[o] = (m0 * exp2(e0));
    let t_2 = (o + 1u);
    Out[t_2] = floor((abs(m0) * 2f));
    let t_3 = (o + 2u);
    Out[t_3] = e0;
    let t_4 = (b + 1u);
    let t_5 = (b + 2u);
    let t_6 = vec2<f32>(F[t_4], F[t_5]);
    let _t2 = frexp(t_6);
    let t_7 = ResType_1(_t2.fract, _t2.exp);
    let e1 = vec2<f32>(t_7.m_1);
    let param_at = (o + 3u);
    let param_m = t_7.m.x;
    let param_e = e1.x;
    Out[param_at] = (param_m * exp2(param_e));
    let t_8 = (param_at + 1u);
    Out[t_8] = floor((abs(param_m) * 2f));
    let t_9 = (param_at + 2u);
    Out[t_9] = param_e;
    let param_at_1 = (o + 6u);
    let param_m_1 = t_7.m.y;
    let param_e_1 = e1.y;
    Out[param_at_1] = (param_m_1 * exp2(param_e_1));
    let t_10 = (param_at_1 + 1u);
    Out[t_10] = floor((abs(param_m_1) * 2f));
    let t_11 = (param_at_1 + 2u);
    Out[t_11] = param_e_1;
    let t_12 = (b + 3u);
    let t_13 = (b + 4u);
    let t_14 = (b + 5u);
    let t_15 = (b + 6u);
    let t_16 = (b + 7u);
    let t_17 = (b + 8u);
    let t_18 = vec3<f32>(F[t_12], F[t_13], F[t_14]);
    let t_19 = vec3<f32>(F[t_15], F[t_16], F[t_17]);
    let _t3 = frexp(t_18);
    let t_20 = ResType_2(_t3.fract, _t3.exp);
    let _t4 = frexp(t_19);
    let t_21 = ResType_2(_t4.fract, _t4.exp);
    e2 = mat2x3<f32>(vec3<f32>(t_20.m_1), vec3<f32>(t_21.m_1));
    m2 = mat2x3<f32>(t_20.m, t_21.m);
    r_phi = 0u;
    loop {
        r = r_phi;
        if !(r < 2u) {
            break;
        }
        c_phi = 0u;
        loop {
            c = c_phi;
            if !(c < 3u) {
                break;
            }
            let param_at_2 = ((o + 9u) + (3u * ((3u * r) + c)));
            let param_m_2 = m2[r][c];
            let param_e_2 = e2[r][c];
            Out[param_at_2] = (param_m_2 * exp2(param_e_2));
            let t_22 = (param_at_2 + 1u);
            Out[t_22] = floor((abs(param_m_2) * 2f));
            let t_23 = (param_at_2 + 2u);
            Out[t_23] = param_e_2;
            continuing {
                c_phi = (c + 1u);
            }
        }
        continuing {
            r_phi = (r + 1u);
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
