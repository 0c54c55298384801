var<workgroup> gs: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1(gl_SV_GroupID: vec3<u32>) {
    let param_gid = gl_SV_GroupID;
    let param_id = gl_SV_DispatchThreadID;
    let t = gl_SV_GroupThreadID.x;
    gs[t] = (t * t);
    workgroupBarrier();
    let t_1 = ((t + 1u) % 64u);
    let a = gs[t_1];
    workgroupBarrier();
    workgroupBarrier();
    gs[t] = a;
    storageBarrier();
    textureBarrier();
    let t_2 = ((t + 2u) % 64u);
    let b = gs[t_2];
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    gs[t] = b;
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    let t_3 = ((t + 3u) % 64u);
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    let t_4 = param_id.x;
    Out[t_4] = ((gs[t_3] + 1000u) + (5u * param_gid.x));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1(in_gl_SV_GroupID);
}
