struct SparseResidencyStruct {
    m: u32,
    m_1: vec4<f32>,
}

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var smp: sampler;
@group(0) @binding(3) var depth: texture_2d<f32>;
var<private> in_var_TEXCOORD0: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let _e91 = in_var_TEXCOORD0;
    let _e108 = SparseResidencyStruct(0u, textureSampleLevel(tex, smp, _e91, 0f, vec2<i32>(0i, 0i)));
    let _e109 = _e108.m;
    let _e113 = (_e91 * vec2<f32>(4f, 4f));
    let _e119 = vec2<i32>(i32(_e113.x), i32(_e113.y));
    let _e122 = SparseResidencyStruct(0u, textureLoad(depth, (vec2<i32>(_e119) + vec2<i32>(1i, 0i)), 0i));
    let _e123 = _e122.m;
    let _e131 = SparseResidencyStruct(0u, textureGather(1i, tex, smp, _e91, vec2<i32>(0i, 1i)));
    let _e132 = _e131.m;
    out_var_SV_Target = select(vec4<f32>(1f, 0f, 1f, 1f), ((_e108.m_1 * _e122.m_1.x) + _e131.m_1), ((true & true) & true));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
