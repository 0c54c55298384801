diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var smp: sampler;
var<private> gl_SV_Position: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> in_var_TEXCOORD1: u32;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    var param_pos: vec4<f32>;
    var param_id: u32;
    var c: vec4<f32>;
    param_pos = gl_SV_Position;
    let param_uv = in_var_TEXCOORD0;
    param_id = in_var_TEXCOORD1;
    let t = textureSample(tex, smp, param_uv);
    let t_1 = textureSampleLevel(tex, smp, param_uv, 0f);
    c = (t + t_1);
    if (c.w < 0.100000001f) {
        discard;
        return;
    }
    let t_2 = param_pos.x;
    out_var_SV_Target = ((c * f32(param_id)) + vec4<f32>(t_2, t_2, t_2, t_2));
    return;
}

@fragment
fn main(@builtin(position) in_gl_SV_Position: vec4<f32>, @location(0) in_var_TEXCOORD0__1: vec2<f32>, @location(1) @interpolate(flat) in_var_TEXCOORD1__1: u32) -> main_Out {
    gl_SV_Position = in_gl_SV_Position;
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    in_var_TEXCOORD1 = in_var_TEXCOORD1__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
