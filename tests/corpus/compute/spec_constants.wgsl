@group(0) @binding(0) var<storage, read_write> A: array<i32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;
@group(0) @binding(2) var<storage, read_write> K: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
@id(0) override kMul: u32 = 1u;
@id(1) override kAdd: i32 = 0i;
@id(3) override kFlag: bool = false;
@id(2) override kScale: f32 = 1f;
@id(4) override kKeep: u32 = 11u;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let v = (bitcast<i32>((t * kMul)) + kAdd);
    A[t] = select(v, (v + 1000i), kFlag);
    F[t] = (f32(t) * kScale);
    if (t == 0u) {
        K[0u] = kKeep;
    }
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
