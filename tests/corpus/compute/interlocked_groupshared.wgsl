var<workgroup> gsum: atomic<u32>;
var<workgroup> gmax: atomic<u32>;
var<workgroup> gmin: atomic<u32>;
var<workgroup> gor: atomic<u32>;
var<workgroup> gxor: atomic<u32>;
var<workgroup> gcx: atomic<u32>;
var<workgroup> gwin: atomic<u32>;
var<workgroup> gxch: atomic<u32>;
var<workgroup> gxwin: atomic<u32>;
var<workgroup> hist: array<atomic<u32>, 8>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1(gl_SV_GroupID: vec3<u32>) {
    var t: u32;
    var g: u32;
    var t_1: bool;
    var t_2: u32;
    var o: u32;
    var k_phi: u32;
    var k: u32;
    t = gl_SV_GroupThreadID.x;
    g = gl_SV_GroupID.x;
    t_1 = (t == 0u);
    if t_1 {
        atomicStore(&gsum, 0u);
        atomicStore(&gmax, 0u);
        atomicStore(&gmin, 4294967295u);
        atomicStore(&gor, 0u);
        atomicStore(&gxor, 0u);
        atomicStore(&gcx, 0u);
        atomicStore(&gwin, 0u);
        atomicStore(&gxch, 0u);
        atomicStore(&gxwin, 0u);
    }
    if (t < 8u) {
        atomicStore(&hist[t], 0u);
    }
    workgroupBarrier();
    let t_3 = atomicAdd(&gsum, t);
    let t_4 = (t * g);
    let t_5 = atomicMax(&gmax, t_4);
    let t_6 = (t + g);
    let t_7 = atomicMin(&gmin, t_6);
    let t_8 = (1u << ((t % 32u) & 31u));
    let t_9 = atomicOr(&gor, t_8);
    let t_10 = atomicXor(&gxor, t);
    t_2 = (t + 1u);
    var _t2: u32;
    loop {
        let _t1 = atomicCompareExchangeWeak(&gcx, 0u, t_2);
        if _t1.exchanged || _t1.old_value != 0u {
            _t2 = _t1.old_value;
            break;
        }
    }
    let seen = _t2;
    if (seen == 0u) {
        let t_11 = atomicAdd(&gwin, 1u);
    }
    let t_12 = (t % 8u);
    let t_13 = atomicAdd(&hist[t_12], 1u);
    let prev = atomicExchange(&gxch, t_2);
    if (prev == 0u) {
        let t_14 = atomicAdd(&gxwin, 1u);
    }
    workgroupBarrier();
    if t_1 {
        o = (g * 16u);
        Out[o] = atomicLoad(&gsum);
        let t_15 = (o + 1u);
        Out[t_15] = atomicLoad(&gmax);
        let t_16 = (o + 2u);
        Out[t_16] = atomicLoad(&gmin);
        let t_17 = (o + 3u);
        Out[t_17] = atomicLoad(&gor);
        let t_18 = (o + 4u);
        Out[t_18] = atomicLoad(&gxor);
        let t_19 = (o + 5u);
        Out[t_19] = atomicLoad(&gwin);
        k_phi = 0u;
        loop {
            k = k_phi;
            if !(k < 8u) {
                break;
            }
            let t_20 = ((o + 6u) + k);
            Out[t_20] = atomicLoad(&hist[k]);
            continuing {
                k_phi = (k + 1u);
            }
        }
        let t_21 = (o + 14u);
        Out[t_21] = atomicLoad(&gxwin);
        let t_22 = (o + 15u);
        Out[t_22] = g;
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1(in_gl_SV_GroupID);
}
