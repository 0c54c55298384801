@group(0) @binding(0) var<uniform> cb: array<vec4<u32>, 5>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<uniform> cb2: array<vec4<u32>, 5>;

fn main_1() {
    Out[0u] = bitcast<f32>(cb[0u].x);
    Out[1u] = bitcast<f32>(cb[0u].y);
    Out[2u] = bitcast<f32>(cb[0u].z);
    Out[3u] = bitcast<f32>(cb[0u].w);
    Out[4u] = bitcast<f32>(cb[1u].x);
    Out[5u] = bitcast<f32>(cb[2u].x);
    Out[6u] = bitcast<f32>(cb[3u].x);
    Out[7u] = bitcast<f32>(cb[4u].x);
    Out[8u] = (bitcast<f32>(cb2[1u].x) + bitcast<f32>(cb2[3u].x));
    Out[9u] = bitcast<f32>(cb2[4u].x);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
