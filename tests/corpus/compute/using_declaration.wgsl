@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = 6f;
    Out[1u] = 3f;
    Out[2u] = 7f;
    Out[3u] = 100f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
