enable dual_source_blending;

struct main_Out {
    @location(0) @blend_src(0) out_var_SV_Target0__1: vec4<f32>,
    @location(0) @blend_src(1) out_var_SV_Target1__1: vec4<f32>,
}

var<private> in_var_COLOR: vec4<f32>;
var<private> out_var_SV_Target0: vec4<f32>;
var<private> out_var_SV_Target1: vec4<f32>;

fn main_1() {
    let param_c = in_var_COLOR;
    out_var_SV_Target0 = param_c;
    out_var_SV_Target1 = (param_c * vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    return;
}

@fragment
fn main(@location(0) in_var_COLOR_1: vec4<f32>) -> main_Out {
    in_var_COLOR = in_var_COLOR_1;
    main_1();
    return main_Out(out_var_SV_Target0, out_var_SV_Target1);
}
