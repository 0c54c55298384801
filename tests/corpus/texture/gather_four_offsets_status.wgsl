struct SparseResidencyStruct {
    m: u32,
    m_1: vec4<f32>,
}

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
var<private> in_var_UV: vec2<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let param_uv = in_var_UV;
    let t_1 = SparseResidencyStruct(0u, textureGather(0i, t, s, param_uv, vec2<i32>(1i, 2i)));
    let t_2 = t_1.m;
    let t_3 = SparseResidencyStruct(0u, textureGather(0i, t, s, param_uv, vec2<i32>(3i, 4i)));
    let t_4 = t_3.m;
    let t_5 = SparseResidencyStruct(0u, textureGather(0i, t, s, param_uv, vec2<i32>(5i, 6i)));
    let t_6 = t_5.m;
    let t_7 = SparseResidencyStruct(0u, textureGather(0i, t, s, param_uv, vec2<i32>(7i, (-8i))));
    let status = select(t_2, select(t_4, select(t_6, t_7.m, true), true), true);
    out_var_SV_Target = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(t_1.m_1.x, t_3.m_1.y, t_5.m_1.z, t_7.m_1.w), true);
    return;
}

@fragment
fn main(@location(0) in_var_UV_1: vec2<f32>) -> main_Out {
    in_var_UV = in_var_UV_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
