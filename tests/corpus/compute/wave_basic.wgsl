enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> gl_SubgroupInvocationID: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SubgroupSize: u32) {
    var param_id: vec3<u32>;
    var n: u32;
    var b: vec4<u32>;
    var q: f32;
    var mx: u32;
    var t_phi: bool;
    var t_phi_1: bool;
    param_id = gl_SV_DispatchThreadID;
    let lane = gl_SubgroupInvocationID;
    n = gl_SubgroupSize;
    let s = subgroupAdd(1u);
    let p = subgroupExclusiveAdd(1u);
    let t = subgroupBallot(true);
    let c = subgroupAdd(select(0u, 1u, true));
    let t_1 = subgroupBallot(true);
    let pc = subgroupExclusiveAdd(select(0u, 1u, true));
    let r = subgroupShuffle(lane, 0u);
    b = subgroupBallot(true);
    let first = subgroupElect();
    let t_2 = f32(lane);
    let t_3 = quadSwapX(t_2);
    let t_4 = quadSwapY(1f);
    let t_5 = quadSwapDiagonal(2f);
    q = ((t_3 + t_4) + t_5);
    let t_6 = subgroupMax(lane);
    let t_7 = subgroupMin(lane);
    let t_8 = subgroupBroadcastFirst(lane);
    mx = ((t_6 + t_7) + t_8);
    if ((((((s == n) & (p == lane)) & (c == n)) & (pc == lane)) & (r == 0u)) & (first == (lane == 0u))) {
        let t_9 = subgroupAll(true);
        t_phi = t_9;
    } else {
        t_phi = false;
    }
    let t_10 = t_phi;
    if t_10 {
        let t_11 = subgroupAny(false);
        t_phi_1 = (!(t_11));
    } else {
        t_phi_1 = false;
    }
    let t_12 = t_phi_1;
    let t_13 = param_id.x;
    o[t_13] = bitcast<u32>(select(0i, 1i, (((t_12 & (b.x != 0u)) & (q >= 0f)) & (mx >= (n - 1u)))));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SubgroupSize);
}
