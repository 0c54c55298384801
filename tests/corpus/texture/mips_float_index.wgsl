struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var ms: texture_multisampled_2d<f32>;
var<private> in_var_TEXCOORD0: vec4<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_p = in_var_TEXCOORD0;
    let t_1 = u32(param_p.z);
    let t_2 = vec2<u32>(param_p.xy);
    let t_3 = textureLoad(t, t_2, t_1);
    let t_4 = u32(param_p.w);
    let t_5 = vec2<u32>(param_p.yx);
    let t_6 = textureLoad(ms, t_5, t_4);
    out_var_SV_Target = (t_3 + t_6);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec4<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
