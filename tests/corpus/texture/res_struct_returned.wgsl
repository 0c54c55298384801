diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var gTex: texture_2d<f32>;
@group(0) @binding(4) var gSmp: sampler;
@group(0) @binding(1) var gNormal: texture_2d<f32>;
@group(0) @binding(5) var gPoint: sampler;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_uv = in_var_TEXCOORD0;
    let c = textureSample(gTex, gSmp, param_uv);
    let t = textureSample(gNormal, gSmp, param_uv);
    let t_1 = textureSample(gTex, gPoint, param_uv);
    let t_2 = textureSample(gTex, gSmp, param_uv);
    out_var_SV_Target = ((fma(t, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f), c) + t_1) + t_2);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
