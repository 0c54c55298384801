@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = 3u;
    Out[1u] = 1u;
    Out[2u] = 4u;
    Out[3u] = 4u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
