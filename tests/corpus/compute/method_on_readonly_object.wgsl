struct type_ConstantBuffer_A {
    a: f32,
    b: f32,
}

struct A {
    a: f32,
    b: f32,
}

@group(0) @binding(0) var<uniform> CB: type_ConstantBuffer_A;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<storage, read> SB: array<A>;

fn main_1() {
    Out[0u] = (CB.a * CB.b);
    Out[1u] = (SB[1u].a * SB[1u].b);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
