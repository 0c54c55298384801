@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(4i);
    Out[1u] = bitcast<u32>(4i);
    Out[2u] = bitcast<u32>(1i);
    Out[3u] = bitcast<u32>(5i);
    Out[4u] = bitcast<u32>(3i);
    Out[5u] = bitcast<u32>(2i);
    Out[6u] = bitcast<u32>(9i);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
