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
    let param_uv = in_var_TEXCOORD0;
    let c = textureSample(gA, smp, param_uv);
    let t = textureSample(gB, smp, param_uv);
    let t_1 = textureSample(gA, smp, param_uv);
    out_var_SV_Target = fma(t_1, vec4<f32>(3f, 3f, 3f, 3f), fma(t, vec4<f32>(2f, 2f, 2f, 2f), c));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
