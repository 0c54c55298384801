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
    let t = textureNumSamples(T);
    let t_1 = bitcast<u32>(bitcast<i32>(in_var_SAMPLE));
    sample_positions = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let t_2 = (t <= 16u);
    let t_3 = (t - 1u);
    let t_4 = select(0u, (t_3 + t_1), ((t_1 < t) & t_2));
    let sample_positions_3 = sample_positions[t_4];
    let t_5 = textureNumSamples(A);
    sample_positions_1 = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let t_6 = select(0u, ((t_5 - 1u) + 3u), ((3u < t_5) & (t_5 <= 16u)));
    let sample_positions_4 = sample_positions_1[t_6];
    sample_positions_2 = array<vec2<f32>, 31>(vec2<f32>(0f, 0f), vec2<f32>(0.25f, 0.25f), vec2<f32>((-0.25f), (-0.25f)), vec2<f32>((-0.125f), (-0.375f)), vec2<f32>(0.375f, (-0.125f)), vec2<f32>((-0.375f), 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, (-0.1875f)), vec2<f32>((-0.0625f), 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>((-0.1875f), (-0.3125f)), vec2<f32>((-0.3125f), 0.3125f), vec2<f32>((-0.4375f), (-0.0625f)), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, (-0.4375f)), vec2<f32>(0.0625f, 0.0625f), vec2<f32>((-0.0625f), (-0.1875f)), vec2<f32>((-0.1875f), 0.125f), vec2<f32>(0.25f, (-0.0625f)), vec2<f32>((-0.3125f), (-0.125f)), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, (-0.3125f)), vec2<f32>((-0.125f), 0.375f), vec2<f32>(0f, (-0.4375f)), vec2<f32>((-0.25f), (-0.375f)), vec2<f32>((-0.375f), 0.25f), vec2<f32>((-0.5f), 0f), vec2<f32>(0.4375f, (-0.25f)), vec2<f32>(0.375f, 0.4375f), vec2<f32>((-0.4375f), (-0.5f)));
    let t_7 = select(0u, (t_3 + 17u), ((17u < t) & t_2));
    out_var_SV_Target = vec4<f32>(sample_positions_3, (sample_positions_4 + sample_positions_2[t_7]));
    return;
}

@fragment
fn main(@location(0) @interpolate(flat) in_var_SAMPLE_1: u32) -> main_Out {
    in_var_SAMPLE = in_var_SAMPLE_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
