diagnostic(off, derivative_uniformity);

struct type_Params {
    tint: vec4<f32>,
}

struct type_PushConstant_Push {
    scale: f32,
}

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var tex0: texture_2d<f32>;
@group(0) @binding(4) var smp0: sampler;
@group(0) @binding(1) var tex1: texture_2d<f32>;
@group(0) @binding(5) var smp1: sampler;
@group(0) @binding(3) var tex3: texture_2d<f32>;
@group(0) @binding(6) var<uniform> Params: type_Params;
@group(0) @binding(7) var<uniform> pc: type_PushConstant_Push;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_uv = in_var_TEXCOORD0;
    let t = textureSample(tex0, smp0, param_uv);
    let t_1 = textureSample(tex1, smp1, param_uv);
    let t_2 = textureSample(tex3, smp0, param_uv);
    out_var_SV_Target = ((((t + t_1) + t_2) * Params.tint) * pc.scale);
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
