@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 3>;
@group(0) @binding(2) var<storage, read_write> o: array<u32>;
@group(0) @binding(1) var<uniform> cb: array<vec4<u32>, 1>;

fn main_1() {
    o[0u] = bitcast<u32>(bitcast<f32>(Params[0u].x));
    o[1u] = bitcast<u32>(bitcast<f32>(Params[0u].y));
    o[2u] = bitcast<u32>(bitcast<f32>(Params[0u].z));
    o[3u] = bitcast<u32>(bitcast<f32>(Params[0u].w));
    o[4u] = bitcast<u32>(bitcast<f32>(Params[1u].x));
    o[5u] = bitcast<u32>(bitcast<f32>(Params[1u].y));
    o[6u] = bitcast<u32>(dot(bitcast<vec4<f32>>(Params[2u].xyzw), vec4<f32>(1f, 1f, 1f, 1f)));
    o[7u] = bitcast<u32>(f32((cb[0u].x * cb[0u].y)));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
