@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn main_1() {
    Out[0u] = (-7i);
    Out[1u] = 1i;
    Out[2u] = 0i;
    Out[3u] = 3i;
    Out[4u] = 4i;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
