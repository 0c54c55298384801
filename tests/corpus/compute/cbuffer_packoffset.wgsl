@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 4>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = bitcast<f32>(CB[1u].y);
    Out[1u] = bitcast<f32>(CB[0u].z);
    Out[2u] = bitcast<f32>(CB[0u].w);
    Out[3u] = bitcast<f32>(CB[2u].x);
    Out[4u] = bitcast<f32>(CB[3u].y);
    Out[5u] = bitcast<f32>(CB[3u].z);
    Out[6u] = bitcast<f32>(CB[3u].w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
