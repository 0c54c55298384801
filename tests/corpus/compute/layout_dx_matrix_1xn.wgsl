@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 12>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<storage, read> TB: array<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    let param_gi = gl_SV_GroupIndex;
    Out[0u] = bitcast<f32>(CB[0u].x);
    let CB_1 = array<f32, 2>(bitcast<f32>(CB[1u].x), bitcast<f32>(CB[2u].x));
    Out[1u] = CB_1[0];
    Out[2u] = CB_1[1];
    Out[3u] = bitcast<f32>(CB[2u].x);
    Out[4u] = bitcast<f32>(CB[2u].y);
    let CB_2 = array<f32, 3>(bitcast<f32>(CB[3u].x), bitcast<f32>(CB[4u].x), bitcast<f32>(CB[5u].x));
    Out[5u] = CB_2[0];
    Out[6u] = CB_2[1];
    Out[7u] = CB_2[2];
    let t = (param_gi + 2u);
    Out[8u] = bitcast<f32>(CB[t + 3u].x);
    let CB_3 = array<f32, 3>(bitcast<f32>(CB[9u].x), bitcast<f32>(CB[10u].x), bitcast<f32>(CB[11u].x));
    Out[9u] = CB_3[0];
    Out[10u] = CB_3[1];
    Out[11u] = CB_3[2];
    let t_1 = (param_gi + 1u);
    Out[12u] = bitcast<f32>(CB[t_1 * 3u + 8u].x);
    Out[13u] = bitcast<f32>(CB[11u].y);
    Out[14u] = bitcast<f32>(TB[0u]);
    Out[15u] = bitcast<f32>(TB[1u]);
    Out[16u] = bitcast<f32>(TB[2u]);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
