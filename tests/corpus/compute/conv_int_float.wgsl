@group(0) @binding(0) var<storage, read> F: array<f32>;
@group(0) @binding(3) var<storage, read_write> OI: array<i32>;
@group(0) @binding(4) var<storage, read_write> OU: array<u32>;
@group(0) @binding(1) var<storage, read> N: array<i32>;
@group(0) @binding(5) var<storage, read_write> OF: array<f32>;
@group(0) @binding(2) var<storage, read> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let j = gl_SV_DispatchThreadID.x;
    let f = F[j];
    let t = i32(f);
    OI[j] = t;
    let t_1 = (8u + j);
    OI[t_1] = bitcast<i32>(f);
    OU[j] = u32(abs(f));
    let t_2 = bitcast<u32>(f);
    OU[t_1] = t_2;
    OF[j] = f32(N[j]);
    OF[t_1] = f32(U[j]);
    let t_3 = (16u + j);
    OF[t_3] = f32(t);
    let t_4 = (24u + j);
    OF[t_4] = bitcast<f32>(t_2);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
