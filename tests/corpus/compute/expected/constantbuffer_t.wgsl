@group(0) @binding(0) var<uniform> cb: array<vec4<u32>, 5>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<uniform> cb2: array<vec4<u32>, 5>;

fn main_1() {
    let _e88 = bitcast<f32>(cb[0u].x);
    Out[0u] = bitcast<u32>(_e88);
    let _e92 = bitcast<f32>(cb[0u].y);
    Out[1u] = bitcast<u32>(_e92);
    let _e96 = bitcast<f32>(cb[0u].z);
    Out[2u] = bitcast<u32>(_e96);
    let _e100 = bitcast<f32>(cb[0u].w);
    Out[3u] = bitcast<u32>(_e100);
    let _e103 = bitcast<f32>(cb[1u].x);
    Out[4u] = bitcast<u32>(_e103);
    let _e107 = bitcast<f32>(cb[2u].x);
    Out[5u] = bitcast<u32>(_e107);
    let _e111 = bitcast<f32>(cb[3u].x);
    Out[6u] = bitcast<u32>(_e111);
    let _e114 = bitcast<f32>(cb[4u].x);
    Out[7u] = bitcast<u32>(_e114);
    let _e117 = bitcast<f32>(cb2[1u].x);
    let _e120 = bitcast<f32>(cb2[3u].x);
    let _e124 = (_e117 + _e120);
    Out[8u] = bitcast<u32>(_e124);
    let _e130 = bitcast<f32>(cb2[4u].x);
    Out[9u] = bitcast<u32>(_e130);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
