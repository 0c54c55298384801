enable f16;
diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_COLOR0: vec3<f16>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_uv = in_var_TEXCOORD0;
    let param_c = in_var_COLOR0;
    let a = f16(param_uv.x);
    let t = dpdyFine(vec2<f32>(param_c.xy));
    let t_1 = dpdyFine(vec2<f32>(vec2<f16>(param_c.z, a)));
    let t_2 = dpdx(f32(a));
    let t_3 = dpdyCoarse(vec2<f32>(vec2<f16>(param_uv)));
    let t_4 = fwidth(vec3<f32>(param_c));
    out_var_SV_Target = vec4<f32>(f32(f16(t_2)), f32(vec2<f16>(t_3).y), f32(vec3<f16>(t_4).z), f32(vec2<f16>(t_1).y));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>, @location(1) in_var_COLOR0__1: vec3<f16>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    in_var_COLOR0 = in_var_COLOR0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
