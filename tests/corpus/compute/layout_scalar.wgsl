@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<storage, read> SB: array<u32>;

fn main_1() {
    Out[0u] = bitcast<f32>(CB[0u].x);
    Out[1u] = bitcast<f32>(CB[0u].y);
    Out[2u] = bitcast<f32>(CB[0u].z);
    Out[3u] = bitcast<f32>(CB[0u].w);
    Out[4u] = bitcast<f32>(CB[1u].x);
    Out[5u] = bitcast<f32>(CB[1u].y);
    Out[6u] = bitcast<f32>(CB[1u].z);
    Out[7u] = bitcast<f32>(CB[1u].w);
    Out[8u] = bitcast<f32>(CB[2u].x);
    Out[9u] = bitcast<f32>(CB[2u].y);
    Out[10u] = bitcast<f32>(CB[2u].z);
    Out[11u] = bitcast<f32>(CB[2u].w);
    Out[12u] = bitcast<f32>(CB[3u].x);
    let SB_1 = vec3<f32>(bitcast<f32>(SB[14u]), bitcast<f32>(SB[15u]), bitcast<f32>(SB[16u]));
    let SB_2 = vec2<f32>(bitcast<f32>(SB[17u]), bitcast<f32>(SB[18u]));
    let SB_3 = bitcast<f32>(SB[19u]);
    let SB_4 = bitcast<f32>(SB[20u]);
    let SB_5 = bitcast<f32>(SB[21u]);
    let SB_6 = vec3<f32>(bitcast<f32>(SB[22u]), bitcast<f32>(SB[23u]), bitcast<f32>(SB[24u]));
    let SB_7 = bitcast<f32>(SB[25u]);
    Out[13u] = bitcast<f32>(SB[13u]);
    Out[14u] = SB_1.x;
    Out[15u] = SB_1.y;
    Out[16u] = SB_1.z;
    Out[17u] = SB_2.x;
    Out[18u] = SB_2.y;
    Out[19u] = SB_3;
    Out[20u] = SB_4;
    Out[21u] = SB_5;
    Out[22u] = SB_6.x;
    Out[23u] = SB_6.y;
    Out[24u] = SB_6.z;
    Out[25u] = SB_7;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
