struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

var<private> in_var_COLOR: vec4<f32>;
var<private> in_var_SV_InstanceID: f32;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    out_var_SV_Target = (in_var_COLOR * in_var_SV_InstanceID);
    return;
}

@fragment
fn main(@location(0) in_var_COLOR_1: vec4<f32>, @location(1) @interpolate(flat) in_var_SV_InstanceID_1: f32) -> main_Out {
    in_var_COLOR = in_var_COLOR_1;
    in_var_SV_InstanceID = in_var_SV_InstanceID_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
