struct main_Out {
    @builtin(position) out_out_var_SV_Position: vec4<f32>,
}

var<private> in_var_POSITION: vec4<f32>;
var<private> in_var_R: f32;
var<private> in_var_E: f32;
var<private> out_var_SV_Position: vec4<f32>;

fn main_1() {
    out_var_SV_Position = (in_var_POSITION * (in_var_R + in_var_E));
    return;
}

@vertex
fn main(@location(0) in_var_POSITION_1: vec4<f32>, @location(1) in_var_R_1: f32, @location(2) in_var_E_1: f32) -> main_Out {
    in_var_POSITION = in_var_POSITION_1;
    in_var_R = in_var_R_1;
    in_var_E = in_var_E_1;
    main_1();
    return main_Out(out_var_SV_Position);
}
