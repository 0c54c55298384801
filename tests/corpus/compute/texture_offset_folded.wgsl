@group(0) @binding(2) var<storage, read_write> R: array<f32>;
@group(0) @binding(0) var T: texture_2d<f32>;
@group(0) @binding(1) var S: sampler;

fn main_1() {
    let t = textureLoad(T, (vec2<i32>(vec2<i32>(1i, 1i)) + vec2<i32>(1i, 2i)), 0i);
    R[0u] = t.x;
    let t_1 = textureLoad(T, (vec2<i32>(vec2<i32>(2i, 0i)) + vec2<i32>(1i, 0i)), 0i);
    R[1u] = t_1.x;
    let t_2 = textureSampleLevel(T, S, vec2<f32>(0.375f, 0.375f), 0f, vec2<i32>((-1i), 1i));
    R[2u] = t_2.x;
    let t_3 = textureSampleLevel(T, S, vec2<f32>(0.875f, 0.875f), 0f, vec2<i32>(1i, 0i));
    R[3u] = t_3.x;
    let t_4 = textureLoad(T, (vec2<i32>(vec2<i32>(0i, 0i)) + vec2<i32>(1i, 2i)), 0i);
    R[4u] = t_4.x;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
