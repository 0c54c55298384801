struct main_Out {
    @location(0) out_var_1: vec4<f32>,
}

var<private> gl_SV_Position: vec4<f32>;
var<private> out_var: vec4<f32>;

fn main_1() {
    let param_pos = gl_SV_Position;
    out_var = vec4<f32>(param_pos.x, param_pos.y, 0f, 1f);
    return;
}

@fragment
fn main(@builtin(position) in_gl_SV_Position: vec4<f32>) -> main_Out {
    gl_SV_Position = in_gl_SV_Position;
    main_1();
    return main_Out(out_var);
}
