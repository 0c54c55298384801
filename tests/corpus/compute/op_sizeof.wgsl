@group(0) @binding(0) var<storage, read_write> O: array<u32>;

fn main_1() {
    O[0u] = 24u;
    O[1u] = 24u;
    O[2u] = 64u;
    O[3u] = (4u * O[4u]);
    O[5u] = 0u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
