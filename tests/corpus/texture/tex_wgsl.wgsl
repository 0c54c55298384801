diagnostic(off, derivative_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var t2: texture_2d<f32>;
@group(0) @binding(5) var s: sampler;
@group(0) @binding(1) var t2a: texture_2d_array<f32>;
@group(0) @binding(3) var tc: texture_cube<f32>;
@group(0) @binding(2) var shadow: texture_depth_2d;
@group(0) @binding(6) var sc: sampler_comparison;
@group(0) @binding(4) var ms: texture_multisampled_2d<f32>;
var<private> gl_SV_Position: vec4<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    var c: vec4<f32>;
    let param_pos = gl_SV_Position;
    let param_uv = in_var_TEXCOORD0;
    let t = textureSample(t2, s, param_uv);
    let t_1 = textureSample(t2, s, param_uv, vec2<i32>(1i, (-1i)));
    let t_2 = textureSampleBias(t2, s, param_uv, 0.5f);
    let t_3 = dpdx(param_uv);
    let t_4 = dpdy(param_uv);
    let t_5 = textureSampleGrad(t2, s, param_uv, t_3, t_4);
    let t_6 = textureSampleLevel(t2, s, param_uv, 1.5f, vec2<i32>((-1i), 0i));
    let t_7 = vec3<f32>(param_uv, 1f);
    let t_8 = textureSample(t2a, s, t_7.xy, i32(round(t_7.z)));
    let t_9 = textureSample(tc, s, t_7);
    let t_10 = textureSampleLevel(tc, s, t_7, 2f);
    let c_1 = ((((t + t_1) + (t_2 + t_5)) + (t_6 + t_8)) + (t_9 + t_10));
    let t_11 = textureSampleCompare(shadow, sc, param_uv, 0.5f);
    let t_12 = textureSampleCompareLevel(shadow, sc, param_uv, 0.5f, vec2<i32>(0i, 1i));
    let t_13 = (c_1.x + (t_11 + t_12));
    var _t1 = c_1;
    _t1.x = t_13;
    let c_2 = _t1;
    let t_14 = textureGather(0i, t2, s, param_uv);
    let t_15 = textureGather(1i, t2, s, param_uv, vec2<i32>(1i, 1i));
    let t_16 = textureGatherCompare(shadow, sc, param_uv, 0.5f);
    let p = vec2<i32>(i32(param_pos.x), i32(param_pos.y));
    let t_17 = textureLoad(t2, p, 0i);
    let t_18 = textureLoad(t2, p, 1u);
    let t_19 = textureLoad(ms, p, 1i);
    let t_20 = textureLoad(t2, p, 0i);
    let c_3 = ((c_2 + ((t_14 + t_15) + t_16)) + (((t_17 + t_18) + t_19) + t_20));
    let t_21 = textureDimensions(t2, 0u);
    let t_22 = fwidth(c_3);
    let t_23 = dpdxFine(c_3.x);
    let t_24 = dpdyCoarse(c_3.y);
    c = (c_3 + (((t_22 + vec4<f32>(t_23, t_23, t_23, t_23)) + vec4<f32>(t_24, t_24, t_24, t_24)) + vec4<f32>(f32(t_21.x), f32(t_21.y), f32(textureNumLevels(t2)), 0f)));
    if (c.w < 0f) {
        discard;
        return;
    }
    out_var_SV_Target = c;
    return;
}

@fragment
fn main(@builtin(position) in_gl_SV_Position: vec4<f32>, @location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    gl_SV_Position = in_gl_SV_Position;
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
