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
    let _e68 = in_var_UV;
    let _e80 = SparseResidencyStruct(0u, textureGather(0i, t, s, _e68, vec2<i32>(1i, 2i)));
    let _e81 = _e80.m;
    let _e85 = SparseResidencyStruct(0u, textureGather(0i, t, s, _e68, vec2<i32>(3i, 4i)));
    let _e86 = _e85.m;
    let _e90 = SparseResidencyStruct(0u, textureGather(0i, t, s, _e68, vec2<i32>(5i, 6i)));
    let _e91 = _e90.m;
    let _e95 = SparseResidencyStruct(0u, textureGather(0i, t, s, _e68, vec2<i32>(7i, (-8i))));
    let _e104 = select(_e81, select(_e86, select(_e91, _e95.m, true), true), true);
    out_var_SV_Target = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e80.m_1.x, _e85.m_1.y, _e90.m_1.z, _e95.m_1.w), true);
    return;
}

@fragment
fn main(@location(0) in_var_UV_1: vec2<f32>) -> main_Out {
    in_var_UV = in_var_UV_1;
    main_1();
    return main_Out(out_var_SV_Target);
}
