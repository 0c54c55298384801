@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<u32>;
@group(0) @binding(2) var<storage, read_write> K: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
@id(0) override kMul: u32 = 1u;
@id(1) override kAdd: i32 = 0i;
@id(3) override kFlag: bool = false;
@id(2) override kScale: f32 = 1f;
@id(4) override kKeep: u32 = 11u;

fn main_1() {
    let _e53 = gl_SV_DispatchThreadID.x;
    let _e56 = (bitcast<i32>((_e53 * kMul)) + kAdd);
    A[_e53] = bitcast<u32>(select(_e56, (_e56 + 1000i), kFlag));
    F[_e53] = bitcast<u32>((f32(_e53) * kScale));
    if (_e53 == 0u) {
        K[0u] = kKeep;
    }
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
