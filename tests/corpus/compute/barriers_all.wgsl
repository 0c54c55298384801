var<workgroup> gs: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e65 = gl_SV_GroupID;
    let _e67 = gl_SV_DispatchThreadID;
    let _e78 = gl_SV_GroupThreadID.x;
    gs[_e78] = (_e78 * _e78);
    workgroupBarrier();
    let _e86 = ((_e78 + 1u) % 64u);
    let _e88 = gs[_e86];
    workgroupBarrier();
    workgroupBarrier();
    gs[_e78] = _e88;
    storageBarrier();
    textureBarrier();
    let _e94 = ((_e78 + 2u) % 64u);
    let _e96 = gs[_e94];
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    gs[_e78] = _e96;
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    let _e102 = ((_e78 + 3u) % 64u);
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    let _e112 = _e67.x;
    Out[_e112] = ((gs[_e102] + 1000u) + (5u * _e65.x));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_GroupID = in_gl_SV_GroupID;
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
