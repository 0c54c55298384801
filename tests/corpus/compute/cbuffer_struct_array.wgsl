@group(0) @binding(0) var<uniform> Lights: array<vec4<u32>, 7>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let Lights_1 = bitcast<vec3<f32>>(Lights[t * 2u].xyz);
    let Lights_2 = bitcast<f32>(Lights[t * 2u].w);
    let Lights_3 = bitcast<vec2<f32>>(Lights[t * 2u + 1u].xy);
    let o = (t * 7u);
    Out[o] = bitcast<u32>(Lights_1.x);
    let t_1 = (o + 1u);
    Out[t_1] = bitcast<u32>(Lights_1.y);
    let t_2 = (o + 2u);
    Out[t_2] = bitcast<u32>(Lights_1.z);
    let t_3 = (o + 3u);
    Out[t_3] = bitcast<u32>(Lights_2);
    let t_4 = (o + 4u);
    Out[t_4] = bitcast<u32>(Lights_3.x);
    let t_5 = (o + 5u);
    Out[t_5] = bitcast<u32>(Lights_3.y);
    let t_6 = (o + 6u);
    Out[t_6] = bitcast<u32>(bitcast<f32>(Lights[6u].x));
    return;
}

@compute @workgroup_size(3, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
