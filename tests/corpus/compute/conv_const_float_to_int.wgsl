@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

fn main_1() {
    Out[0u] = 2147483647u;
    Out[1u] = 2147483648u;
    Out[2u] = 0u;
    Out[3u] = 4294967295u;
    Out[4u] = 2147483647u;
    Out[5u] = 4294967295u;
    Out[6u] = 7u;
    Out[7u] = 4294967293u;
    F[0u] = 3.40282347e+37f;
    F[1u] = (-1.00000002e+30f);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
