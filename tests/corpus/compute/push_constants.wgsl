@group(0) @binding(1) var<uniform> pc: array<vec4<u32>, 2>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(f32(pc[0u].x));
    Out[1u] = bitcast<u32>(bitcast<f32>(pc[0u].y));
    Out[2u] = bitcast<u32>(f32(pc[0u].z));
    Out[3u] = bitcast<u32>(f32(pc[0u].w));
    Out[4u] = bitcast<u32>(bitcast<f32>(pc[1u].x));
    Out[5u] = bitcast<u32>(bitcast<f32>(pc[1u].y));
    Out[6u] = bitcast<u32>(bitcast<f32>(pc[1u].z));
    Out[7u] = bitcast<u32>(f32(pc[1u].w));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
