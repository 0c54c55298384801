enable f16;

@group(0) @binding(0) var<storage, read> H: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> F: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e42 = gl_SV_DispatchThreadID.x;
    let _t1 = _e42 * 2u;
    let _e44 = f16(unpack2x16float(H[_t1 / 4u])[((_t1 / 2u) % 2u)]);
    let _e48 = fma(_e44, 2h, 0.5h);
    let _t2 = _e42 * 2u;
    let _t3 = ((_t2 / 2u) % 2u) * 16u;
    atomicAnd(&Out[_t2 / 4u], ~(0xffffu << _t3));
    atomicOr(&Out[_t2 / 4u], pack2x16float(vec2<f32>(f32(_e48), 0.0)) << _t3);
    F[_e42] = bitcast<u32>((f32(_e44) * 3f));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
