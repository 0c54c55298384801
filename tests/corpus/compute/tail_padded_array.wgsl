@group(0) @binding(0) var<uniform> C: array<vec4<u32>, 3>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = C[1u].x;
    Out[1u] = C[2u].x;
    Out[2u] = C[2u].y;
    Out[3u] = C[0u].x;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
