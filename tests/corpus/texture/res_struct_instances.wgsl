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
    let _e82 = in_var_TEXCOORD0;
    let _e83 = in_var_COLOR0;
    let _e165 = (_e82 * vec2<f32>(2f, 2f));
    let _e166 = textureSample(gA, gSmp, _e165);
    let _e181 = (_e82 * vec2<f32>(0.5f, 0.5f));
    let _e182 = textureSample(gB, gSmp, _e181);
    let _e199 = textureSample(gA, gSmp, _e165);
    out_var_SV_Target = fma(_e199, _e83.wzyx, fma(_e166, _e83, (_e182 * _e83)));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>, @location(1) in_var_COLOR0__1: vec4<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    in_var_COLOR0 = in_var_COLOR0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
