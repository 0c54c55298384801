enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> Data: array<u32>;
var<workgroup> tile: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SubgroupInvocationID: u32;
var<private> gl_SubgroupSize: u32;
@group(0) @binding(2) var<storage, read_write> Sums: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e86: u32;
    var _e120: u32;
    var _phi: bool;
    _e86 = gl_SV_DispatchThreadID.x;
    tile[_e86] = Data[_e86];
    workgroupBarrier();
    let _e109 = (63u - _e86);
    Out[_e86] = (((tile[_e86] + tile[_e109]) * 2u) + select(vec2<u32>(10u, 20u), vec2<u32>(1u, 2u), ((_e86 & 1u) != 0u)).x);
    _e120 = subgroupAdd(_e86);
    if (gl_SubgroupInvocationID == 0u) {
        _phi = (gl_SubgroupSize == 8u);
    } else {
        _phi = false;
    }
    let _e128 = _phi;
    if _e128 {
        let _e132 = (_e86 / 8u);
        Sums[_e132] = _e120;
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SubgroupSize = in_gl_SubgroupSize;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
