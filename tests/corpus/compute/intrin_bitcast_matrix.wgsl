@group(0) @binding(0) var<storage, read> F: array<f32>;
@group(0) @binding(1) var<storage, read_write> Bits: array<u32>;
@group(0) @binding(2) var<storage, read_write> Back: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var b: u32;
    var r_phi: u32;
    var r: u32;
    var c_phi: u32;
    var c: u32;
    var t_phi: u32;
    var u: array<vec3<u32>, 2>;
    var s: array<vec3<i32>, 2>;
    t = gl_SV_DispatchThreadID.x;
    b = (t * 6u);
    let t_1 = (b + 1u);
    let t_2 = (b + 2u);
    let t_3 = (b + 3u);
    let t_4 = (b + 4u);
    let t_5 = (b + 5u);
    let t_6 = vec3<f32>(F[b], F[t_1], F[t_2]);
    let t_7 = vec3<f32>(F[t_3], F[t_4], F[t_5]);
    u = array<vec3<u32>, 2>(bitcast<vec3<u32>>(t_6), bitcast<vec3<u32>>(t_7));
    s = array<vec3<i32>, 2>(bitcast<vec3<i32>>(t_6), bitcast<vec3<i32>>(t_7));
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
            if (((r + c) % 2u) != 0u) {
                t_phi = u[r][c];
            } else {
                t_phi = bitcast<u32>(s[r][c]);
            }
            let t_8 = t_phi;
            let t_9 = ((b + (r * 3u)) + c);
            Bits[t_9] = t_8;
            continuing {
                c_phi = (c + 1u);
            }
        }
        continuing {
            r_phi = (r + 1u);
        }
    }
    let q = (t * 4u);
    let t_10 = (q + 1u);
    let t_11 = (q + 2u);
    let t_12 = (q + 3u);
    let t_13 = (bitcast<vec2<f32>>(bitcast<vec2<u32>>(vec2<f32>(F[q], F[t_10]))) * vec2<f32>(2f, 2f));
    let t_14 = (bitcast<vec2<f32>>(bitcast<vec2<u32>>(vec2<f32>(F[t_11], F[t_12]))) * vec2<f32>(2f, 2f));
    Back[q] = t_13.x;
    Back[t_10] = t_13.y;
    Back[t_11] = t_14.x;
    Back[t_12] = t_14.y;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
