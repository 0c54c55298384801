enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> Q: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e107 = gl_SV_DispatchThreadID.x;
    let _e111 = bitcast<f32>(F[_e107]);
    let _e115 = (bitcast<vec2<u32>>(vec2<f32>(_e111, 1.5f)) & vec2<u32>(2139095040u, 2139095040u));
    let _e121 = (bitcast<u32>(_e111) & 2139095040u);
    F[_e107] = (select(0u, 1u, ((_e121 != 0u) & (_e121 != 2139095040u))) + select(0u, 2u, all(((_e115 != vec2<u32>(0u, 0u)) & (_e115 != vec2<u32>(2139095040u, 2139095040u))))));
    let _e134 = ((_e107 % 4u) == 1u);
    let _e135 = bool(quadSwapX(u32(_e134)));
    let _e137 = bool(quadSwapY(u32(_e134)));
    let _e139 = bool(quadSwapDiagonal(u32(_e134)));
    let _e144 = (_e107 == 5u);
    let _e145 = bool(quadSwapX(u32(_e144)));
    let _e147 = bool(quadSwapY(u32(_e144)));
    let _e149 = bool(quadSwapDiagonal(u32(_e144)));
    let _e155 = (_e107 < 6u);
    let _e156 = bool(quadSwapX(u32(_e155)));
    let _e158 = bool(quadSwapY(u32(_e155)));
    let _e160 = bool(quadSwapDiagonal(u32(_e155)));
    let _e166 = (_e107 < 8u);
    let _e167 = bool(quadSwapX(u32(_e166)));
    let _e169 = bool(quadSwapY(u32(_e166)));
    let _e171 = bool(quadSwapDiagonal(u32(_e166)));
    Q[_e107] = (((select(0u, 1u, (((_e134 | _e135) | _e137) | _e139)) | select(0u, 2u, (((_e144 | _e145) | _e147) | _e149))) | select(0u, 4u, (((_e155 & _e156) & _e158) & _e160))) | select(0u, 8u, (((_e166 & _e167) & _e169) & _e171)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
