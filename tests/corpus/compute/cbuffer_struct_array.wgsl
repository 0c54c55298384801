struct Light {
    pos: vec3<f32>,
    radius: f32,
    dir: vec2<f32>,
}

struct type_Lights {
    lights: array<Light, 3>,
    count: f32,
}

@group(0) @binding(0) var<uniform> Lights: type_Lights;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let Lights_1 = Lights.lights[t].pos;
    let Lights_2 = Lights.lights[t].radius;
    let Lights_3 = Lights.lights[t].dir;
    let o = (t * 7u);
    Out[o] = Lights_1.x;
    let t_1 = (o + 1u);
    Out[t_1] = Lights_1.y;
    let t_2 = (o + 2u);
    Out[t_2] = Lights_1.z;
    let t_3 = (o + 3u);
    Out[t_3] = Lights_2;
    let t_4 = (o + 4u);
    Out[t_4] = Lights_3.x;
    let t_5 = (o + 5u);
    Out[t_5] = Lights_3.y;
    let t_6 = (o + 6u);
    Out[t_6] = Lights.count;
    return;
}

@compute @workgroup_size(3, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
