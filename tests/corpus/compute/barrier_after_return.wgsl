var<workgroup> sh: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> Out: array<atomic<u32>>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var i: u32;
    var k_phi: u32;
    var k: u32;
    var acc_phi: u32;
    var acc: u32;
    var acc_1: u32;
    var t: u32;
    var osh_returned = false;
    param_id = gl_SV_DispatchThreadID;
    loop {
        i = param_id.x;
        if (i >= 40u) {
            osh_returned = true;
        }
        if !osh_returned {
            sh[i] = (i * 3u);
        }
        k_phi = 0u;
        acc_phi = 0u;
        loop {
            if osh_returned {
                break;
            }
            k = k_phi;
            acc = acc_phi;
            if !(k < (i % 5u)) {
                break;
            }
            acc_1 = (acc + k);
            continuing {
                k_phi = (k + 1u);
                acc_phi = acc_1;
            }
        }
        workgroupBarrier();
        let t_1 = (39u - i);
        if !osh_returned {
            atomicStore(&Out[i], (sh[t_1] + acc));
        }
        if !osh_returned {
            t = atomicAdd(&Out[63u], 1u);
        }
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
