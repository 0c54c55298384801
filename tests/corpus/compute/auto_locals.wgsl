@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(3f);
    let t = (2.5f / 2f);
    Out[1u] = bitcast<u32>(t);
    Out[2u] = bitcast<u32>(2.5f);
    Out[3u] = bitcast<u32>(5f);
    Out[4u] = bitcast<u32>(4f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
