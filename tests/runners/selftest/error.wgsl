// Runner self-test: a type error; dawnrun validate must fail.
@group(0) @binding(0) var<storage, read_write> u: array<u32>;
@compute @workgroup_size(1)
fn main() { u[0] = 1.5; }
