@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;

fn main_1() {
    A[0u] = bitcast<u32>(1f);
    A[1u] = bitcast<u32>(2f);
    B[0u] = bitcast<u32>(3f);
    A[2u] = bitcast<u32>(4f);
    B[1u] = bitcast<u32>(5f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
