@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn main_1() {
    Out[0u] = 4i;
    Out[1u] = 4i;
    Out[2u] = 1i;
    Out[3u] = 5i;
    Out[4u] = 3i;
    Out[5u] = 2i;
    Out[6u] = 9i;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
