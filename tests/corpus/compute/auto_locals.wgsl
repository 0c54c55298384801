@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = 3f;
    let t = (2.5f / 2f);
    Out[1u] = t;
    Out[2u] = 2.5f;
    Out[3u] = 5f;
    Out[4u] = 4f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
