@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    let t = fma(0f, 4f, 324f);
    Out[0u] = t;
    Out[1u] = 4f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
