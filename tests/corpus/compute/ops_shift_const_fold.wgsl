@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = 2147483648u;
    Out[1u] = 117440512u;
    Out[2u] = 59u;
    Out[3u] = 33u;
    Out[4u] = 1073741824u;
    Out[5u] = 4294967295u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
