@group(0) @binding(0) var<uniform> CB0: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<uniform> CB1: array<vec4<u32>, 3>;

fn main_1() {
    Out[0u] = bitcast<f32>(CB0[0u].x);
    Out[10u] = bitcast<f32>(CB1[0u].x);
    Out[1u] = bitcast<f32>(CB0[0u].y);
    Out[11u] = bitcast<f32>(CB1[1u].x);
    Out[2u] = bitcast<f32>(CB0[0u].z);
    Out[12u] = bitcast<f32>(CB1[2u].x);
    Out[6u] = bitcast<f32>(CB0[2u].x);
    Out[7u] = bitcast<f32>(CB0[2u].y);
    Out[3u] = bitcast<f32>(CB0[1u].x);
    Out[13u] = bitcast<f32>(CB1[0u].y);
    Out[4u] = bitcast<f32>(CB0[1u].y);
    Out[14u] = bitcast<f32>(CB1[1u].y);
    Out[5u] = bitcast<f32>(CB0[1u].z);
    Out[15u] = bitcast<f32>(CB1[2u].y);
    Out[8u] = bitcast<f32>(CB0[3u].x);
    Out[9u] = bitcast<f32>(CB0[3u].y);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
