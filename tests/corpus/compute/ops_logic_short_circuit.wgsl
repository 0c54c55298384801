@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    o[0u] = 1u;
    o[1u] = 0u;
    o[2u] = 0u;
    o[3u] = 1u;
    o[4u] = 1u;
    o[5u] = 0u;
    o[6u] = 3u;
    o[7u] = 2u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
