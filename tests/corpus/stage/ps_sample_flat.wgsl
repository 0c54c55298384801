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
    var _e50: vec4<f32>;
    var _e52: u32;
    var _e70: vec4<f32>;
    _e50 = gl_SV_Position;
    let _e51 = in_var_TEXCOORD0;
    _e52 = in_var_TEXCOORD1;
    let _e64 = textureSample(tex, smp, _e51);
    let _e69 = textureSampleLevel(tex, smp, _e51, 0f);
    _e70 = (_e64 + _e69);
    if (_e70.w < 0.100000001f) {
        discard;
        return;
    }
    let _e82 = _e50.x;
    out_var_SV_Target = ((_e70 * f32(_e52)) + vec4<f32>(_e82, _e82, _e82, _e82));
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
