struct type_Params {
    v: vec3<f32>,
    s: f32,
    w: vec2<f32>,
    q: vec4<f32>,
}

struct type_ConstantBuffer_C {
    a: u32,
    b: u32,
}

@group(0) @binding(0) var<uniform> Params: type_Params;
@group(0) @binding(2) var<storage, read_write> o: array<f32>;
@group(0) @binding(1) var<uniform> cb: type_ConstantBuffer_C;

fn main_1() {
    o[0u] = Params.v.x;
    o[1u] = Params.v.y;
    o[2u] = Params.v.z;
    o[3u] = Params.s;
    o[4u] = Params.w.x;
    o[5u] = Params.w.y;
    o[6u] = dot(Params.q, vec4<f32>(1f, 1f, 1f, 1f));
    o[7u] = f32((cb.a * cb.b));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
