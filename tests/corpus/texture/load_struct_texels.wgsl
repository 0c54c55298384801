@group(0) @binding(0) var T: texture_2d<f32>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var TI: texture_2d<i32>;
@group(0) @binding(3) var<storage, read_write> OutI: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let t_1 = vec2<i32>(bitcast<i32>(t), 0i);
    let t_2 = textureLoad(T, t_1, 0i);
    Out[t] = (t_2.x + t_2.y);
    let t_3 = textureLoad(TI, t_1, 0i);
    OutI[t] = (t_3.x + t_3.z);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
