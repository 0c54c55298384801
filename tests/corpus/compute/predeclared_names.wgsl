@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = 7u;
    Out[1u] = 256u;
    Out[2u] = 255u;
    Out[3u] = 9u;
    Out[4u] = 2u;
    Out[5u] = 4u;
    Out[6u] = 1u;
    Out[7u] = 33u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
