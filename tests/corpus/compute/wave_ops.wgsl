enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> gl_SubgroupInvocationID: u32;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SubgroupSize: u32;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e92 = gl_SV_DispatchThreadID.x;
    let _e94 = (_e92 * 10u);
    Out[_e94] = gl_SubgroupInvocationID;
    let _e101 = (_e94 + 1u);
    Out[_e101] = gl_SubgroupSize;
    let _e104 = subgroupAdd(_e92);
    let _e106 = (_e94 + 2u);
    Out[_e106] = _e104;
    let _e109 = subgroupExclusiveAdd(_e92);
    let _e111 = (_e94 + 3u);
    Out[_e111] = _e109;
    let _e115 = ((_e92 % 3u) == 0u);
    let _e116 = subgroupBallot(_e115);
    let _e117 = subgroupAdd(select(0u, 1u, _e115));
    let _e119 = (_e94 + 4u);
    Out[_e119] = _e117;
    let _e122 = subgroupShuffle(_e92, 3u);
    let _e124 = (_e94 + 5u);
    Out[_e124] = _e122;
    let _e128 = ((_e92 & 1u) != 0u);
    let _e129 = subgroupBallot(_e128);
    let _e132 = (_e94 + 6u);
    Out[_e132] = _e129.x;
    let _e134 = subgroupElect();
    let _e138 = (_e94 + 7u);
    Out[_e138] = bitcast<u32>(select(0i, 1i, _e134));
    let _e141 = quadSwapX(_e92);
    let _e143 = (_e94 + 8u);
    Out[_e143] = _e141;
    let _e146 = subgroupMax(_e92);
    let _e148 = (_e94 + 9u);
    Out[_e148] = _e146;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SubgroupSize = in_gl_SubgroupSize;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
