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
    let _e79 = in_var_TEXCOORD0;
    let _e127 = textureSample(gTex, gSmp, _e79);
    let _e133 = textureSample(gNormal, gSmp, _e79);
    let _e144 = textureSample(gTex, gPoint, _e79);
    let _e154 = textureSample(gTex, gSmp, _e79);
    out_var_SV_Target = ((fma(_e133, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f), _e127) + _e144) + _e154);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
