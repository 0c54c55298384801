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
    let param_uv = in_var_TEXCOORD0;
    let t = SparseResidencyStruct(0u, textureSampleLevel(tex, smp, param_uv, 0f, vec2<i32>(0i, 0i)));
    let s0 = t.m;
    let t_1 = (param_uv * vec2<f32>(4f, 4f));
    let t_2 = vec2<i32>(i32(t_1.x), i32(t_1.y));
    let t_3 = SparseResidencyStruct(0u, textureLoad(depth, (vec2<i32>(t_2) + vec2<i32>(1i, 0i)), 0i));
    let s1 = t_3.m;
    let t_4 = SparseResidencyStruct(0u, textureGather(1i, tex, smp, param_uv, vec2<i32>(0i, 1i)));
    let s2 = t_4.m;
    out_var_SV_Target = select(vec4<f32>(1f, 0f, 1f, 1f), ((t.m_1 * t_3.m_1.x) + t_4.m_1), ((true & true) & true));
    return;
}

@fragment
fn main(@location(0) in_var_TEXCOORD0__1: vec2<f32>) -> main_Out {
    in_var_TEXCOORD0 = in_var_TEXCOORD0__1;
    main_1();
    return main_Out(out_var_SV_Target);
}
