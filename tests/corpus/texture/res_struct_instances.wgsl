diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var gA: texture_2d<f32>;
@group(0) @binding(4) var gSmp: sampler;
@group(0) @binding(1) var gB: texture_2d<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec4<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_uv = in_var_TEXCOORD0;
    let param_c = in_var_COLOR0;
    let t = (param_uv * vec2<f32>(2f, 2f));
    let t_1 = textureSample(gA, gSmp, t);
    let t_2 = (param_uv * vec2<f32>(0.5f, 0.5f));
    let t_3 = textureSample(gB, gSmp, t_2);
    let t_4 = textureSample(gA, gSmp, t);
    out_var_SV_Target = fma(t_4, param_c.wzyx, fma(t_1, param_c, (t_3 * param_c)));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>, @location(1) in_var_COLOR0__1: vec4<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    in_var_COLOR0 = in_var_COLOR0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
