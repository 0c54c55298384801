struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
    @location(1) out_var_SV_Target1__1: vec2<f32>,
    @location(2) out_var_SV_Target2__1: u32,
}

var<private> in_var_IN: f32;
var<private> in_var_IN1: u32;
var<private> out_var_SV_Target: vec4<f32>;
var<private> out_var_SV_Target1: vec2<f32>;
var<private> out_var_SV_Target2: u32;

fn main_1() {
    let in_var_IN_1 = in_var_IN;
    out_var_SV_Target = vec4<f32>(in_var_IN_1, in_var_IN_1, in_var_IN_1, in_var_IN_1);
    out_var_SV_Target1 = vec2<f32>(in_var_IN_1, 2f);
    out_var_SV_Target2 = (in_var_IN1 + 1u);
    return;
}

@fragment
fn main(@location(0) in_var_IN_2: f32, @location(1) @interpolate(flat) in_var_IN1__1: u32) -> main_Out {
    in_var_IN = in_var_IN_2;
    in_var_IN1 = in_var_IN1__1;
    main_1();
    return main_Out(out_var_SV_Target, out_var_SV_Target1, out_var_SV_Target2);
}
