@group(0) @binding(0) var<uniform> Lights: array<vec4<u32>, 7>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e85 = gl_SV_DispatchThreadID.x;
    let _e88 = bitcast<vec3<f32>>(Lights[_e85 * 2u].xyz);
    let _e90 = bitcast<f32>(Lights[_e85 * 2u].w);
    let _e92 = bitcast<vec2<f32>>(Lights[_e85 * 2u + 1u].xy);
    let _e96 = (_e85 * 7u);
    Out[_e96] = bitcast<u32>(_e88.x);
    let _e107 = (_e96 + 1u);
    Out[_e107] = bitcast<u32>(_e88.y);
    let _e113 = (_e96 + 2u);
    Out[_e113] = bitcast<u32>(_e88.z);
    let _e118 = (_e96 + 3u);
    Out[_e118] = bitcast<u32>(_e90);
    let _e124 = (_e96 + 4u);
    Out[_e124] = bitcast<u32>(_e92.x);
    let _e130 = (_e96 + 5u);
    Out[_e130] = bitcast<u32>(_e92.y);
    let _e135 = (_e96 + 6u);
    Out[_e135] = bitcast<u32>(bitcast<f32>(Lights[6u].x));
    return;
}

@compute @workgroup_size(3, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
