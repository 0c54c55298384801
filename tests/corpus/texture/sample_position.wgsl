struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var T: texture_multisampled_2d<f32>;
@group(0) @binding(1) var A: texture_multisampled_2d<f32>;
var<private> in_var_SAMPLE: u32;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    var sample_positions: array<vec2<f32>, 31>;
    var sample_positions_1: array<vec2<f32>, 31>;
    var sample_positions_2: array<vec2<f32>, 31>;
    let _e119 = textureNumSamples(T);
    let _e122 = bitcast<u32>(bitcast<i32>(in_var_SAMPLE));
    sample_positions = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let _e124 = (_e119 <= 16u);
    let _e126 = (_e119 - 1u);
    let _e128 = select(0u, (_e126 + _e122), ((_e122 < _e119) & _e124));
    let _e130 = sample_positions[_e128];
    let _e132 = textureNumSamples(A);
    sample_positions_1 = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let _e139 = select(0u, ((_e132 - 1u) + 3u), ((3u < _e132) & (_e132 <= 16u)));
    let _e141 = sample_positions_1[_e139];
    sample_positions_2 = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let _e150 = select(0u, (_e126 + 17u), ((17u < _e119) & _e124));
    out_var_SV_Target = vec4<f32>(_e130, (_e141 + sample_positions_2[_e150]));
    return;
}

@fragment
fn main(@location(0) @interpolate(flat) in_var_SAMPLE_1: u32) -> main_Out {
    in_var_SAMPLE = in_var_SAMPLE_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
