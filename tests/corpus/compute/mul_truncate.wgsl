@group(0) @binding(0) var<uniform> C: array<vec4<u32>, 6>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let C_1 = bitcast<vec4<f32>>(C[4u].xyzw);
    let v3 = C_1.xyz;
    let C_2 = bitcast<vec4<f32>>(C[5u].xyzw);
    let C_3 = mat4x4<f32>(bitcast<vec4<f32>>(C[0u].xyzw), bitcast<vec4<f32>>(C[1u].xyzw), bitcast<vec4<f32>>(C[2u].xyzw), bitcast<vec4<f32>>(C[3u].xyzw));
    let t = C_3[0];
    let t_1 = C_3[1];
    let t_2 = C_3[2];
    let t_3 = C_3[3];
    let a = (mat3x4<f32>(t, t_1, t_2) * v3);
    let b = (v3 * mat4x3<f32>(t.xyz, t_1.xyz, t_2.xyz, t_3.xyz));
    Out[0u] = bitcast<u32>(a.x);
    Out[1u] = bitcast<u32>(a.y);
    Out[2u] = bitcast<u32>(a.z);
    Out[3u] = bitcast<u32>(a.w);
    Out[4u] = bitcast<u32>(b.x);
    Out[5u] = bitcast<u32>(b.y);
    Out[6u] = bitcast<u32>(b.z);
    Out[7u] = bitcast<u32>(b.w);
    Out[8u] = bitcast<u32>(dot(C_2.xy, C_1.xy));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
