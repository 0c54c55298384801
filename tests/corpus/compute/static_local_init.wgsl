@group(0) @binding(0) var<storage, read_write> buf: array<u32>;

fn main_1() {
    let base = (buf[0u] * 2u);
    buf[1u] = ((base + 4u) + 2u);
    buf[2u] = ((base + 5u) + 2u);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
