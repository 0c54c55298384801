@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(0) var T0: texture_2d<f32>;
@group(0) @binding(1) var T1: texture_2d<f32>;

fn main_1() {
    let t = textureLoad(T0, vec2<i32>(1i, 0i), 0i);
    Out[0u] = t.x;
    let t_1 = textureLoad(T1, vec2<i32>(2i, 0i), 0i);
    Out[1u] = t_1.x;
    let t_2 = textureLoad(T1, vec2<i32>(2i, 0i), 0i);
    Out[2u] = t_2.x;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
