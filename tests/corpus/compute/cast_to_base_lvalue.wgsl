@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(15f);
    Out[1u] = bitcast<u32>(20f);
    Out[2u] = bitcast<u32>(3f);
    Out[3u] = bitcast<u32>(10f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
