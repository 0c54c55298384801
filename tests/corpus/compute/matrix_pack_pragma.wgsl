@group(0) @binding(0) var<uniform> CB0: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<uniform> CB1: array<vec4<u32>, 3>;

fn main_1() {
    Out[0u] = bitcast<u32>(bitcast<f32>(CB0[0u].x));
    Out[10u] = bitcast<u32>(bitcast<f32>(CB1[0u].x));
    Out[1u] = bitcast<u32>(bitcast<f32>(CB0[0u].y));
    Out[11u] = bitcast<u32>(bitcast<f32>(CB1[1u].x));
    Out[2u] = bitcast<u32>(bitcast<f32>(CB0[0u].z));
    Out[12u] = bitcast<u32>(bitcast<f32>(CB1[2u].x));
    Out[6u] = bitcast<u32>(bitcast<f32>(CB0[2u].x));
    Out[7u] = bitcast<u32>(bitcast<f32>(CB0[2u].y));
    Out[3u] = bitcast<u32>(bitcast<f32>(CB0[1u].x));
    Out[13u] = bitcast<u32>(bitcast<f32>(CB1[0u].y));
    Out[4u] = bitcast<u32>(bitcast<f32>(CB0[1u].y));
    Out[14u] = bitcast<u32>(bitcast<f32>(CB1[1u].y));
    Out[5u] = bitcast<u32>(bitcast<f32>(CB0[1u].z));
    Out[15u] = bitcast<u32>(bitcast<f32>(CB1[2u].y));
    Out[8u] = bitcast<u32>(bitcast<f32>(CB0[3u].x));
    Out[9u] = bitcast<u32>(bitcast<f32>(CB0[3u].y));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
