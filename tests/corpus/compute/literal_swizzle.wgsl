@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(3f);
    Out[1u] = bitcast<u32>(3.5f);
    Out[2u] = bitcast<u32>(1.5f);
    Out[3u] = bitcast<u32>(1f);
    let t = dot(vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), vec4<f32>(1f, 1f, 1f, 1f));
    Out[4u] = bitcast<u32>(t);
    Out[5u] = bitcast<u32>(3f);
    Out[6u] = bitcast<u32>(0f);
    Out[7u] = bitcast<u32>(7f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
