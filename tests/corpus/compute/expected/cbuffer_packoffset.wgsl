@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 4>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let _e46 = bitcast<f32>(CB[1u].y);
    Out[0u] = bitcast<u32>(_e46);
    let _e50 = bitcast<f32>(CB[0u].z);
    Out[1u] = bitcast<u32>(_e50);
    let _e54 = bitcast<f32>(CB[0u].w);
    Out[2u] = bitcast<u32>(_e54);
    let _e57 = bitcast<f32>(CB[2u].x);
    Out[3u] = bitcast<u32>(_e57);
    let _e61 = bitcast<f32>(CB[3u].y);
    Out[4u] = bitcast<u32>(_e61);
    let _e65 = bitcast<f32>(CB[3u].z);
    Out[5u] = bitcast<u32>(_e65);
    let _e69 = bitcast<f32>(CB[3u].w);
    Out[6u] = bitcast<u32>(_e69);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
