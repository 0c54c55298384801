@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = 3f;
    Out[1u] = 3.5f;
    Out[2u] = 1.5f;
    Out[3u] = 1f;
    let t = dot(vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), vec4<f32>(1f, 1f, 1f, 1f));
    Out[4u] = t;
    Out[5u] = 3f;
    Out[6u] = 0f;
    Out[7u] = 7f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
