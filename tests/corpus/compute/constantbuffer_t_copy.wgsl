@group(0) @binding(0) var<uniform> cb: array<vec4<u32>, 5>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    let cb_1 = bitcast<f32>(cb[1u].x);
    let cb_2 = bitcast<f32>(cb[3u].x);
    let cb_3 = bitcast<f32>(cb[4u].x);
    Out[0u] = bitcast<vec4<f32>>(cb[0u].xyzw).y;
    Out[1u] = (cb_1 + cb_2);
    Out[2u] = cb_3;
    Out[3u] = bitcast<f32>(cb[2u].x);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
