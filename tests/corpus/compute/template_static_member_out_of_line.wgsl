@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(2i);
    Out[1u] = bitcast<u32>(1i);
    Out[2u] = bitcast<u32>(30i);
    Out[3u] = bitcast<u32>((-12i));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
