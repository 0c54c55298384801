@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    o[0u] = 1u;
    o[1u] = 2u;
    o[2u] = 3u;
    o[3u] = 4u;
    o[4u] = 7u;
    o[5u] = 50u;
    o[6u] = 507u;
    o[7u] = 3005u;
    o[8u] = 0u;
    o[9u] = 1u;
    o[10u] = 49u;
    o[11u] = 6u;
    o[12u] = 7u;
    o[13u] = 3u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
