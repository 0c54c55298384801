@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    o[0u] = 97u;
    o[1u] = 21u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
