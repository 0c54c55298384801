enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read> Data: array<u32>;
var<workgroup> tile: array<u32, 64>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SubgroupInvocationID: u32;
@group(0) @binding(2) var<storage, read_write> Sums: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32) {
    var i: u32;
    var s: u32;
    var t_phi: bool;
    i = gl_SV_DispatchThreadID.x;
    tile[i] = Data[i];
    workgroupBarrier();
    let t = (63u - i);
    Out[i] = (((tile[i] + tile[t]) * 2u) + select(vec2<u32>(10u, 20u), vec2<u32>(1u, 2u), ((i & 1u) != 0u)).x);
    s = subgroupAdd(i);
    if (gl_SubgroupInvocationID == 0u) {
        t_phi = (gl_SubgroupSize == 8u);
    } else {
        t_phi = false;
    }
    let t_1 = t_phi;
    if t_1 {
        let t_2 = (i / 8u);
        Sums[t_2] = s;
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SubgroupSize);
}
