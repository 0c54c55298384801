@group(0) @binding(0) var<uniform> CB0: array<vec4<u32>, 4>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<uniform> CB1: array<vec4<u32>, 3>;

fn main_1() {
    let _e105 = bitcast<f32>(CB0[0u].x);
    Out[0u] = bitcast<u32>(_e105);
    let _e116 = bitcast<f32>(CB1[0u].x);
    Out[10u] = bitcast<u32>(_e116);
    let _e163 = bitcast<f32>(CB0[0u].y);
    Out[1u] = bitcast<u32>(_e163);
    let _e170 = bitcast<f32>(CB1[1u].x);
    Out[11u] = bitcast<u32>(_e170);
    let _e183 = bitcast<f32>(CB0[0u].z);
    Out[2u] = bitcast<u32>(_e183);
    let _e190 = bitcast<f32>(CB1[2u].x);
    Out[12u] = bitcast<u32>(_e190);
    let _e137 = bitcast<f32>(CB0[2u].x);
    Out[6u] = bitcast<u32>(_e137);
    let _e206 = bitcast<f32>(CB0[2u].y);
    Out[7u] = bitcast<u32>(_e206);
    let _e229 = bitcast<f32>(CB0[1u].x);
    Out[3u] = bitcast<u32>(_e229);
    let _e236 = bitcast<f32>(CB1[0u].y);
    Out[13u] = bitcast<u32>(_e236);
    let _e265 = bitcast<f32>(CB0[1u].y);
    Out[4u] = bitcast<u32>(_e265);
    let _e272 = bitcast<f32>(CB1[1u].y);
    Out[14u] = bitcast<u32>(_e272);
    let _e285 = bitcast<f32>(CB0[1u].z);
    Out[5u] = bitcast<u32>(_e285);
    let _e292 = bitcast<f32>(CB1[2u].y);
    Out[15u] = bitcast<u32>(_e292);
    let _e250 = bitcast<f32>(CB0[3u].x);
    Out[8u] = bitcast<u32>(_e250);
    let _e308 = bitcast<f32>(CB0[3u].y);
    Out[9u] = bitcast<u32>(_e308);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
