@group(0) @binding(0) var<storage, read> F: array<f32>;
@group(0) @binding(1) var<storage, read_write> Bits: array<u32>;
@group(0) @binding(2) var<storage, read> H: array<u32>;
@group(0) @binding(3) var<storage, read_write> Back: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    Bits[t] = pack2x16float(vec2<f32>(F[t], 0f));
    Back[t] = unpack2x16float(H[t]).x;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
