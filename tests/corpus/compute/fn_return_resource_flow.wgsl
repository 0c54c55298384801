@group(0) @binding(0) var<storage, read_write> A: array<f32>;
@group(0) @binding(1) var<storage, read_write> B: array<f32>;

fn main_1() {
    A[0u] = 1f;
    A[1u] = 2f;
    B[0u] = 3f;
    A[2u] = 4f;
    B[1u] = 5f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
