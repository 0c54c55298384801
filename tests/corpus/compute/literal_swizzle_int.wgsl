@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

fn main_1() {
    Out[0u] = 0u;
    Out[1u] = 2u;
    Out[2u] = 7u;
    Out[3u] = 4u;
    Out[4u] = 36u;
    Out[5u] = 5u;
    Out[6u] = 10u;
    Out[7u] = 0u;
    F[0u] = 24f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
