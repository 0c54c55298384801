var<workgroup> total: atomic<u32>;
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<atomic<u32>>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var t: u32;
    var t_1: bool;
    t = gl_SV_DispatchThreadID.x;
    t_1 = (t == 0u);
    if t_1 {
        atomicStore(&total, 0u);
    }
    workgroupBarrier();
    if (t < 8u) {
        let t_2 = (t * 8u);
        let t_3 = (t_2 >> 2u);
        let src_1 = src[t_3];
        let t_4 = (t_3 + 1u);
        atomicStore(&dst[t_3], (src_1 + src[t_4]));
        let t_5 = ((t_2 + 4u) >> 2u);
        atomicStore(&dst[t_5], (src[t_5] + src_1));
    }
    let old = atomicAdd(&dst[16u], 1u);
    let t_6 = atomicAdd(&total, t);
    workgroupBarrier();
    if t_1 {
        atomicStore(&dst[17u], atomicLoad(&total));
    }
    let t_7 = atomicAdd(&dst[18u], 1u);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
