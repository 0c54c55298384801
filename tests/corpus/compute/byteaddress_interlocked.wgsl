var<workgroup> total: atomic<u32>;
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> dst: array<atomic<u32>>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e97: u32;
    var _e98: bool;
    _e97 = gl_SV_DispatchThreadID.x;
    _e98 = (_e97 == 0u);
    if _e98 {
        atomicStore(&total, 0u);
    }
    workgroupBarrier();
    if (_e97 < 8u) {
        let _e107 = (_e97 * 8u);
        let _e108 = (_e107 >> 2u);
        let _e110 = src[_e108];
        let _e112 = (_e108 + 1u);
        atomicStore(&dst[_e108], (_e110 + src[_e112]));
        let _e134 = ((_e107 + 4u) >> 2u);
        atomicStore(&dst[_e134], (src[_e134] + _e110));
    }
    let _e149 = atomicAdd(&dst[16u], 1u);
    let _e152 = atomicAdd(&total, _e97);
    workgroupBarrier();
    if _e98 {
        atomicStore(&dst[17u], atomicLoad(&total));
    }
    let _e163 = atomicAdd(&dst[18u], 1u);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
