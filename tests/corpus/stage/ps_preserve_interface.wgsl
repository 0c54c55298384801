struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

var<private> in_var_A: vec2<f32>;
var<private> in_var_C: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    out_var_SV_Target = vec4<f32>(in_var_A, in_var_C);
    return;
}

@fragment
fn main(@location(0) in_var_A_1: vec2<f32>, @location(2) in_var_C_1: vec2<f32>) -> main_Out {
    in_var_A = in_var_A_1;
    in_var_C = in_var_C_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
