@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = 5f;
    Out[2u] = 14f;
    Out[3u] = 16f;
    Out[1u] = 100f;
    Out[4u] = 4f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
