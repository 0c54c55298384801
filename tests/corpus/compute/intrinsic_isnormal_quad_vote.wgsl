enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> Q: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let f = bitcast<f32>(F[t]);
    let t_1 = (bitcast<vec2<u32>>(vec2<f32>(f, 1.5f)) & vec2<u32>(2139095040u, 2139095040u));
    let t_2 = (bitcast<u32>(f) & 2139095040u);
    F[t] = (select(0u, 1u, ((t_2 != 0u) & (t_2 != 2139095040u))) + select(0u, 2u, all(((t_1 != vec2<u32>(0u, 0u)) & (t_1 != vec2<u32>(2139095040u, 2139095040u))))));
    let t_3 = ((t % 4u) == 1u);
    let t_4 = bool(quadSwapX(u32(t_3)));
    let t_5 = bool(quadSwapY(u32(t_3)));
    let t_6 = bool(quadSwapDiagonal(u32(t_3)));
    let t_7 = (t == 5u);
    let t_8 = bool(quadSwapX(u32(t_7)));
    let t_9 = bool(quadSwapY(u32(t_7)));
    let t_10 = bool(quadSwapDiagonal(u32(t_7)));
    let t_11 = (t < 6u);
    let t_12 = bool(quadSwapX(u32(t_11)));
    let t_13 = bool(quadSwapY(u32(t_11)));
    let t_14 = bool(quadSwapDiagonal(u32(t_11)));
    let t_15 = (t < 8u);
    let t_16 = bool(quadSwapX(u32(t_15)));
    let t_17 = bool(quadSwapY(u32(t_15)));
    let t_18 = bool(quadSwapDiagonal(u32(t_15)));
    Q[t] = (((select(0u, 1u, (((t_3 | t_4) | t_5) | t_6)) | select(0u, 2u, (((t_7 | t_8) | t_9) | t_10))) | select(0u, 4u, (((t_11 & t_12) & t_13) & t_14))) | select(0u, 8u, (((t_15 & t_16) & t_17) & t_18)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
