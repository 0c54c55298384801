diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var gTex: texture_2d<f32>;
@group(0) @binding(4) var gSmp: sampler;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let _e44 = in_var_TEXCOORD0;
    let _e81 = textureSample(gTex, gSmp, _e44);
    let _e87 = textureSample(gTex, gSmp, _e44);
    let _e91 = (_e44 * vec2<f32>(2f, 2f));
    let _e97 = textureSample(gTex, gSmp, _e91);
    out_var_SV_Target = ((_e81 + _e87) + _e97);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
