@group(0) @binding(0) var<storage, read_write> Sum: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> Co: array<u32>;
var<workgroup> Sh: array<u32, 64>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    let param_gi = gl_SV_GroupIndex;
    let t = atomicAdd(&Sum[0u], param_gi);
    Co[param_gi] = (param_gi * 3u);
    Sh[param_gi] = param_gi;
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    let t_1 = ((param_gi + 1u) % 64u);
    let n = Co[t_1];
    storageBarrier();
    textureBarrier();
    workgroupBarrier();
    Co[param_gi] = n;
    Out[param_gi] = n;
    let t_2 = (63u - param_gi);
    let t_3 = (64u + param_gi);
    Out[t_3] = Sh[t_2];
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
