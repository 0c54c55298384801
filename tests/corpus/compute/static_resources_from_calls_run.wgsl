struct Bundle {
    rw: u32,
    other: u32,
}

@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> B: array<u32>;
var<private> staticBundle: Bundle;

fn main_1() {
    staticBundle = Bundle();
    B[0u] = 10u;
    A[1u] = 20u;
    B[2u] = 30u;
    A[3u] = 40u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
