@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> Bits: array<u32>;
@group(0) @binding(2) var<storage, read> H: array<u32>;
@group(0) @binding(3) var<storage, read_write> Back: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e33 = gl_SV_DispatchThreadID;
    let _e38 = _e33.x;
    let _e40 = bitcast<f32>(F[_e38]);
    let _e41 = vec2<f32>(_e40, 0f);
    let _e42 = pack2x16float(_e41);
    Bits[_e38] = _e42;
    let _e49 = H[_e38];
    let _e50 = unpack2x16float(_e49);
    let _e51 = _e50.x;
    Back[_e38] = bitcast<u32>(_e51);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
