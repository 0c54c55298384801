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
    var _e377: vec4<f32>;
    let _e206 = gl_SV_Position;
    let _e207 = in_var_TEXCOORD0;
    let _e222 = textureSample(t2, s, _e207);
    let _e228 = textureSample(t2, s, _e207, vec2<i32>(1i, (-1i)));
    let _e235 = textureSampleBias(t2, s, _e207, 0.5f);
    let _e241 = dpdx(_e207);
    let _e243 = dpdy(_e207);
    let _e244 = textureSampleGrad(t2, s, _e207, _e241, _e243);
    let _e253 = textureSampleLevel(t2, s, _e207, 1.5f, vec2<i32>((-1i), 0i));
    let _e261 = vec3<f32>(_e207, 1f);
    let _e262 = textureSample(t2a, s, _e261.xy, i32(round(_e261.z)));
    let _e274 = textureSample(tc, s, _e261);
    let _e283 = textureSampleLevel(tc, s, _e261, 2f);
    let _e285 = ((((_e222 + _e228) + (_e235 + _e244)) + (_e253 + _e262)) + (_e274 + _e283));
    let _e292 = textureSampleCompare(shadow, sc, _e207, 0.5f);
    let _e298 = textureSampleCompareLevel(shadow, sc, _e207, 0.5f, vec2<i32>(0i, 1i));
    let _e300 = (_e285.x + (_e292 + _e298));
    var _t1 = _e285;
    _t1.x = _e300;
    let _e386 = _t1;
    let _e306 = textureGather(0i, t2, s, _e207);
    let _e312 = textureGather(1i, t2, s, _e207, vec2<i32>(1i, 1i));
    let _e318 = textureGatherCompare(shadow, sc, _e207, 0.5f);
    let _e327 = vec2<i32>(i32(_e206.x), i32(_e206.y));
    let _e336 = textureLoad(t2, _e327, 0i);
    let _e339 = textureLoad(t2, _e327, 1u);
    let _e343 = textureLoad(ms, _e327, 1i);
    let _e347 = textureLoad(t2, _e327, 0i);
    let _e349 = ((_e386 + ((_e306 + _e312) + _e318)) + (((_e336 + _e339) + _e343) + _e347));
    let _e351 = textureDimensions(t2, 0u);
    let _e357 = fwidth(_e349);
    let _e360 = dpdxFine(_e349.x);
    let _e365 = dpdyCoarse(_e349.y);
    _e377 = (_e349 + (((_e357 + vec4<f32>(_e360, _e360, _e360, _e360)) + vec4<f32>(_e365, _e365, _e365, _e365)) + vec4<f32>(f32(_e351.x), f32(_e351.y), f32(textureNumLevels(t2)), 0f)));
    if (_e377.w < 0f) {
        discard;
        return;
    }
    out_var_SV_Target = _e377;
    return;
}

@fragment
fn main(@builtin(position) in_gl_SV_Position: vec4<f32>, @location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    gl_SV_Position = in_gl_SV_Position;
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
