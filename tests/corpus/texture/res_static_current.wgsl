diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var gA: texture_2d<f32>;
@group(0) @binding(4) var smp: sampler;
@group(0) @binding(1) var gB: texture_2d<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let _e54 = in_var_TEXCOORD0;
    let _e95 = textureSample(gA, smp, _e54);
    let _e106 = textureSample(gB, smp, _e54);
    let _e117 = textureSample(gA, smp, _e54);
    out_var_SV_Target = fma(_e117, vec4<f32>(3f, 3f, 3f, 3f), fma(_e106, vec4<f32>(2f, 2f, 2f, 2f), _e95));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
