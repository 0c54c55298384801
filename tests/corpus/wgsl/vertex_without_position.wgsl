struct main_Out {
    @location(0) out_var_B_1: f32,
    @builtin(position) osh_position: vec4<f32>,
}

var<private> in_var_A: f32;
var<private> out_var_B: f32;

fn main_1() {
    out_var_B = (in_var_A * 2f);
    return;
}

@vertex
fn main(@location(0) in_var_A_1: f32) -> main_Out {
    in_var_A = in_var_A_1;
    main_1();
    return main_Out(out_var_B, vec4<f32>(0.0));
}
