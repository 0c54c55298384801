enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e74 = gl_SV_DispatchThreadID.x;
    let _e76 = (_e74 / 8u);
    let _e79 = (_e74 / 4u);
    let _e83 = subgroupAll(7u == subgroupBroadcastFirst(7u));
    let _e85 = subgroupAll(_e76 == subgroupBroadcastFirst(_e76));
    let _e87 = subgroupAll(_e74 == subgroupBroadcastFirst(_e74));
    let _e89 = subgroupAll(_e79 == subgroupBroadcastFirst(_e79));
    let _e102 = (_e74 * 5u);
    Out[_e102] = bitcast<u32>(select(0i, 1i, _e83));
    let _e137 = (_e102 + 1u);
    Out[_e137] = bitcast<u32>(select(0i, 1i, _e85));
    let _e149 = (_e102 + 2u);
    Out[_e149] = bitcast<u32>(select(0i, 1i, _e87));
    let _e161 = (_e102 + 3u);
    Out[_e161] = bitcast<u32>(select(0i, 1i, _e89));
    let _e112 = subgroupAll(_e76 == subgroupBroadcastFirst(_e76));
    let _e117 = (_e102 + 4u);
    Out[_e117] = bitcast<u32>(select(0i, 1i, _e112));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
