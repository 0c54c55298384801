enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let t_1 = (t / 8u);
    let t_2 = (t / 4u);
    let t_3 = subgroupAll(7u == subgroupBroadcastFirst(7u));
    let t_4 = subgroupAll(t_1 == subgroupBroadcastFirst(t_1));
    let t_5 = subgroupAll(t == subgroupBroadcastFirst(t));
    let t_6 = subgroupAll(t_2 == subgroupBroadcastFirst(t_2));
    let t_7 = (t * 5u);
    Out[t_7] = bitcast<u32>(select(0i, 1i, t_3));
    let t_8 = (t_7 + 1u);
    Out[t_8] = bitcast<u32>(select(0i, 1i, t_4));
    let t_9 = (t_7 + 2u);
    Out[t_9] = bitcast<u32>(select(0i, 1i, t_5));
    let t_10 = (t_7 + 3u);
    Out[t_10] = bitcast<u32>(select(0i, 1i, t_6));
    let t_11 = subgroupAll(t_1 == subgroupBroadcastFirst(t_1));
    let t_12 = (t_7 + 4u);
    Out[t_12] = bitcast<u32>(select(0i, 1i, t_11));
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
