diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var gTex: texture_2d<f32>;
@group(0) @binding(4) var gSmp: sampler;
@group(0) @binding(1) var gTex2: texture_2d<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let _e97 = in_var_TEXCOORD0;
    let _e150 = textureSampleBias(gTex, gSmp, _e97, 0f);
    let _e168 = textureSampleBias(gTex2, gSmp, _e97, 1f);
    let _e179 = textureSample(gTex, gSmp, _e97);
    let _e194 = textureSample(gTex2, gSmp, _e97);
    out_var_SV_Target = (((_e150 + _e168) + _e179) + _e194);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
