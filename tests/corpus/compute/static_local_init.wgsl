@group(0) @binding(0) var<storage, read_write> buf: array<u32>;

fn main_1() {
    let _e115 = (buf[0u] * 2u);
    buf[1u] = ((_e115 + 4u) + 2u);
    buf[2u] = ((_e115 + 5u) + 2u);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
