struct SparseResidencyStruct {
    m: u32,
    m_1: vec4<f32>,
}

struct SparseResidencyStruct_1 {
    m: u32,
    m_1: f32,
}

@group(0) @binding(0) var T: texture_depth_2d;
@group(0) @binding(3) var S: sampler;
@group(0) @binding(4) var SC: sampler_comparison;
@group(0) @binding(1) var MS: texture_multisampled_2d<f32>;
@group(0) @binding(2) var RW: texture_storage_2d<r32float, read>;
@group(0) @binding(5) var<storage, read_write> R: array<u32>;

fn main_1() {
    let t = SparseResidencyStruct(0u, vec4<f32>(textureLoad(T, (vec2<i32>(vec2<i32>(1i, 2i)) + vec2<i32>(1i, 0i)), 0i), 0.0, 0.0, 1.0));
    let s0 = t.m;
    let t_1 = SparseResidencyStruct(0u, vec4<f32>(textureSampleLevel(T, S, vec2<f32>(0.5f, 0.5f), i32(0f), vec2<i32>(0i, 1i)), 0.0, 0.0, 1.0));
    let s1 = t_1.m;
    let t_2 = SparseResidencyStruct_1(0u, textureSampleCompareLevel(T, SC, vec2<f32>(0.5f, 0.5f), 0.5f, vec2<i32>(0i, 0i)));
    let s2 = t_2.m;
    let t_3 = SparseResidencyStruct(0u, textureGather(T, S, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 1i)));
    let s3 = t_3.m;
    let t_4 = SparseResidencyStruct(0u, textureGatherCompare(T, SC, vec2<f32>(0.5f, 0.5f), 0.5f, vec2<i32>(0i, 0i)));
    let s4 = t_4.m;
    let t_5 = SparseResidencyStruct(0u, textureLoad(MS, (vec2<i32>(vec2<i32>(0i, 0i)) + vec2<i32>(0i, 0i)), 1i));
    let s5 = t_5.m;
    let t_6 = SparseResidencyStruct(0u, textureLoad(RW, vec2<i32>(3i, 3i)));
    let s6 = t_6.m;
    R[0u] = bitcast<u32>(select(0i, 1i, true));
    R[1u] = bitcast<u32>(((select(0i, 1i, true) + (select(0i, 1i, true) * 2i)) + (select(0i, 1i, true) * 4i)));
    R[2u] = bitcast<u32>(((select(0i, 1i, true) + (select(0i, 1i, true) * 2i)) + (select(0i, 1i, true) * 4i)));
    R[3u] = bitcast<u32>(((((((t.m_1.x + t_1.m_1.y) + t_2.m_1) + t_3.m_1.z) + t_4.m_1.w) + t_5.m_1.x) + t_6.m_1.x));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
