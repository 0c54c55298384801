struct type_PushConstant_PC {
    a: u32,
    b: f32,
    c: vec2<u32>,
    d: vec3<f32>,
    e: u32,
}

@group(0) @binding(1) var<uniform> pc: type_PushConstant_PC;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = f32(pc.a);
    Out[1u] = pc.b;
    Out[2u] = f32(pc.c.x);
    Out[3u] = f32(pc.c.y);
    Out[4u] = pc.d.x;
    Out[5u] = pc.d.y;
    Out[6u] = pc.d.z;
    Out[7u] = f32(pc.e);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
