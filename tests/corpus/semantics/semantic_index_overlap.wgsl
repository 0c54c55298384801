struct main_Out {
    @builtin(position) out_out_var_SV_Position: vec4<f32>,
    @location(0) out_var_TEXCOORD2__1: vec3<f32>,
    @location(1) out_var_TEXCOORD3__2: vec3<f32>,
    @location(2) out_var_TEXCOORD3__1__1: vec3<f32>,
}

var<private> in_var_POSITION: vec4<f32>;
var<private> out_var_SV_Position: vec4<f32>;
var<private> out_var_TEXCOORD2: vec3<f32>;
var<private> out_var_TEXCOORD3: vec3<f32>;
var<private> out_var_TEXCOORD3__1: vec3<f32>;

fn main_1() {
    let param_p = in_var_POSITION;
    out_var_SV_Position = param_p;
    out_var_TEXCOORD2 = param_p.xyz;
    out_var_TEXCOORD3 = param_p.yzx;
    out_var_TEXCOORD3__1 = param_p.zxy;
    return;
}

@vertex
fn main(@location(0) in_var_POSITION_1: vec4<f32>) -> main_Out {
    in_var_POSITION = in_var_POSITION_1;
    main_1();
    return main_Out(out_var_SV_Position, out_var_TEXCOORD2, out_var_TEXCOORD3, out_var_TEXCOORD3__1);
}
