@group(0) @binding(0) var T: texture_2d_array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var R: texture_storage_2d_array<r32uint, read>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let i = gl_SV_DispatchThreadID.x;
    let t = vec3<u32>(i, i, i);
    let t_1 = textureLoad(T, t.xy, t.z, 0i);
    Out[i] = t_1.x;
    let t_2 = textureLoad(T, t.xy, t.z, 0u);
    let t_3 = (4u + i);
    Out[t_3] = t_2.x;
    let t_4 = textureLoad(R, t.xy, t.z);
    let t_5 = (8u + i);
    Out[t_5] = t_4.x;
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
