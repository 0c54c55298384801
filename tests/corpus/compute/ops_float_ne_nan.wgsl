@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read> B: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e106 = gl_SV_DispatchThreadID.x;
    let _e108 = bitcast<f32>(A[_e106]);
    let _e112 = bitcast<f32>(B[_e106]);
    let _e183 = select(_e108, (_e108 / _e112), ((_e108 == 0f) & (_e112 == 0f)));
    let _e191 = select(0u, 1u, (_e183 == _e112));
    let _e190 = select(_e191, (_e191 | 2u), (!(_e183 == _e112)));
    let _e189 = select(_e190, (_e190 | 4u), (_e183 < _e112));
    let _e188 = select(_e189, (_e189 | 8u), (_e183 <= _e112));
    let _e187 = select(_e188, (_e188 | 16u), (_e183 > _e112));
    let _e186 = select(_e187, (_e187 | 32u), (_e183 >= _e112));
    Out[_e106] = select(_e186, (_e186 | 64u), ((bitcast<u32>(_e183) & 0x7fffffffu) > 0x7f800000u));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
