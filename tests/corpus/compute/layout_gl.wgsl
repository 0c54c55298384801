struct T {
    a: f32,
    b: vec3<f32>,
    c: vec2<f32>,
    d: array<f32, 2>,
    e: f32,
    f: vec3<f32>,
    g: f32,
}

@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 7>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<storage, read> SB: array<T>;

fn main_1() {
    Out[0u] = bitcast<f32>(CB[0u].x);
    Out[1u] = bitcast<f32>(CB[1u].x);
    Out[2u] = bitcast<f32>(CB[1u].y);
    Out[3u] = bitcast<f32>(CB[1u].z);
    Out[4u] = bitcast<f32>(CB[2u].x);
    Out[5u] = bitcast<f32>(CB[2u].y);
    Out[6u] = bitcast<f32>(CB[3u].x);
    Out[7u] = bitcast<f32>(CB[4u].x);
    Out[8u] = bitcast<f32>(CB[5u].x);
    Out[9u] = bitcast<f32>(CB[6u].x);
    Out[10u] = bitcast<f32>(CB[6u].y);
    Out[11u] = bitcast<f32>(CB[6u].z);
    Out[12u] = bitcast<f32>(CB[6u].w);
    let SB_1 = SB[1u].b;
    let SB_2 = SB[1u].c;
    let SB_3 = SB[1u].d[0u];
    let SB_4 = SB[1u].d[1u];
    let SB_5 = SB[1u].e;
    let SB_6 = SB[1u].f;
    let SB_7 = SB[1u].g;
    Out[13u] = SB[1u].a;
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
