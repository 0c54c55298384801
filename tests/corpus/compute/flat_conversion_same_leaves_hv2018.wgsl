@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = 1f;
    Out[1u] = 2f;
    Out[2u] = 3f;
    Out[3u] = 6f;
    Out[4u] = 7f;
    Out[5u] = 16f;
    Out[6u] = 12f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
