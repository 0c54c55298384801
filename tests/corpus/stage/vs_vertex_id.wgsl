struct type_Cam {
    mvp: mat4x4<f32>,
}

struct main_Out {
    @builtin(position) out_out_var_SV_Position: vec4<f32>,
    @location(0) out_var_TEXCOORD0__1: vec2<f32>,
    @location(1) @interpolate(flat) out_var_TEXCOORD1__1: u32,
}

@group(0) @binding(0) var<uniform> Cam: type_Cam;
var<private> in_var_POSITION: vec3<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> gl_SV_VertexID: u32;
var<private> out_var_SV_Position: vec4<f32>;
var<private> out_var_TEXCOORD0: vec2<f32>;
var<private> out_var_TEXCOORD1: u32;

fn main_1() {
    let in_var_TEXCOORD0__1 = in_var_TEXCOORD0;
    let gl_SV_VertexID_1 = gl_SV_VertexID;
    out_var_SV_Position = (vec4<f32>(in_var_POSITION, 1f) * transpose(Cam.mvp));
    out_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    out_var_TEXCOORD1 = gl_SV_VertexID_1;
    return;
}

@vertex
fn main(@location(0) in_var_POSITION_1: vec3<f32>, @location(1) in_var_TEXCOORD0__2: vec2<f32>, @builtin(vertex_index) in_gl_SV_VertexID: u32) -> main_Out {
    in_var_POSITION = in_var_POSITION_1;
    in_var_TEXCOORD0 = in_var_TEXCOORD0__2;
    gl_SV_VertexID = in_gl_SV_VertexID;
    main_1();
    return main_Out(out_var_SV_Position, out_var_TEXCOORD0, out_var_TEXCOORD1);
}
