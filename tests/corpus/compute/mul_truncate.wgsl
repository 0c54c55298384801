struct type_C {
    m: mat4x4<f32>,
    v3w: vec4<f32>,
    v2w: vec4<f32>,
}

@group(0) @binding(0) var<uniform> C: type_C;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    let C_1 = C.v3w;
    let v3 = C_1.xyz;
    let C_2 = C.v2w;
    let C_3 = C.m;
    let t = C_3[0];
    let t_1 = C_3[1];
    let t_2 = C_3[2];
    let t_3 = C_3[3];
    let a = (mat3x4<f32>(t, t_1, t_2) * v3);
    let b = (v3 * mat4x3<f32>(t.xyz, t_1.xyz, t_2.xyz, t_3.xyz));
    Out[0u] = a.x;
    Out[1u] = a.y;
    Out[2u] = a.z;
    Out[3u] = a.w;
    Out[4u] = b.x;
    Out[5u] = b.y;
    Out[6u] = b.z;
    Out[7u] = b.w;
    Out[8u] = dot(C_2.xy, C_1.xy);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
