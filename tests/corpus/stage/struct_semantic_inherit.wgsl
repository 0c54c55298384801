struct main_Out {
    @builtin(position) out_out_var_SV_Position: vec4<f32>,
    @location(0) out_var_OUT_1: vec2<f32>,
    @location(1) out_var_OUT1__1: f32,
}

var<private> in_var_POSITION: vec3<f32>;
var<private> in_var_TEXCOORD4: vec3<f32>;
var<private> in_var_TEXCOORD5: vec3<f32>;
var<private> in_var_TEXCOORD6: vec3<f32>;
var<private> in_var_TEXCOORD7: vec3<f32>;
var<private> in_var_TEXCOORD5__1: vec4<f32>;
var<private> out_var_SV_Position: vec4<f32>;
var<private> out_var_OUT: vec2<f32>;
var<private> out_var_OUT1: f32;

fn main_1() {
    let in_var_POSITION_1 = in_var_POSITION;
    let in_var_TEXCOORD5__2 = in_var_TEXCOORD5__1;
    out_var_SV_Position = (vec4<f32>((mat4x3<f32>(in_var_TEXCOORD4, in_var_TEXCOORD5, in_var_TEXCOORD6, in_var_TEXCOORD7) * vec4<f32>(in_var_POSITION_1, 1f)), 1f) + in_var_TEXCOORD5__2);
    out_var_OUT = in_var_POSITION_1.xy;
    out_var_OUT1 = in_var_TEXCOORD5__2.w;
    return;
}

@vertex
fn main(@location(0) in_var_POSITION_2: vec3<f32>, @location(1) in_var_TEXCOORD4__1: vec3<f32>, @location(2) in_var_TEXCOORD5__3: vec3<f32>, @location(3) in_var_TEXCOORD6__1: vec3<f32>, @location(4) in_var_TEXCOORD7__1: vec3<f32>, @location(5) in_var_TEXCOORD5__1__1: vec4<f32>) -> main_Out {
    in_var_POSITION = in_var_POSITION_2;
    in_var_TEXCOORD4 = in_var_TEXCOORD4__1;
    in_var_TEXCOORD5 = in_var_TEXCOORD5__3;
    in_var_TEXCOORD6 = in_var_TEXCOORD6__1;
    in_var_TEXCOORD7 = in_var_TEXCOORD7__1;
    in_var_TEXCOORD5__1 = in_var_TEXCOORD5__1__1;
    main_1();
    return main_Out(out_var_SV_Position, out_var_OUT, out_var_OUT1);
}
