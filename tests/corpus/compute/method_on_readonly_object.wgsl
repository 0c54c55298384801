@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 1>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read> SB: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>((bitcast<f32>(CB[0u].x) * bitcast<f32>(CB[0u].y)));
    Out[1u] = bitcast<u32>((bitcast<f32>(SB[2u]) * bitcast<f32>(SB[3u])));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
