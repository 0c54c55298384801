struct main_Out {
    @location(0) out_var_SV_Target0__1: vec4<f32>,
}

var<private> in_var: f32;
var<private> in_var_1: vec2<f32>;
var<private> in_var_COLOR: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;

fn main_1() {
    let param_b = in_var_1;
    out_var_SV_Target0 = ((in_var_COLOR * in_var) + param_b.xyxy);
    return;
}

@fragment
fn main(@location(0) in_var_2: f32, @location(1) in_var_1__1: vec2<f32>, @location(2) in_var_COLOR_1: vec4<f32>) -> main_Out {
    in_var = in_var_2;
    in_var_1 = in_var_1__1;
    in_var_COLOR = in_var_COLOR_1;
    main_1();
    return main_Out(out_var_SV_Target0);
}
