enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> gl_SubgroupInvocationID: u32;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32) {
    let t = gl_SV_DispatchThreadID.x;
    let o = (t * 10u);
    Out[o] = gl_SubgroupInvocationID;
    let t_1 = (o + 1u);
    Out[t_1] = gl_SubgroupSize;
    let t_2 = subgroupAdd(t);
    let t_3 = (o + 2u);
    Out[t_3] = t_2;
    let t_4 = subgroupExclusiveAdd(t);
    let t_5 = (o + 3u);
    Out[t_5] = t_4;
    let t_6 = ((t % 3u) == 0u);
    let t_7 = subgroupBallot(t_6);
    let t_8 = subgroupAdd(select(0u, 1u, t_6));
    let t_9 = (o + 4u);
    Out[t_9] = t_8;
    let t_10 = subgroupShuffle(t, 3u);
    let t_11 = (o + 5u);
    Out[t_11] = t_10;
    let t_12 = ((t & 1u) != 0u);
    let t_13 = subgroupBallot(t_12);
    let t_14 = (o + 6u);
    Out[t_14] = t_13.x;
    let t_15 = subgroupElect();
    let t_16 = (o + 7u);
    Out[t_16] = bitcast<u32>(select(0i, 1i, t_15));
    let t_17 = quadSwapX(t);
    let t_18 = (o + 8u);
    Out[t_18] = t_17;
    let t_19 = subgroupMax(t);
    let t_20 = (o + 9u);
    Out[t_20] = t_19;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SubgroupSize);
}
