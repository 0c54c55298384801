enable f16;

@group(0) @binding(0) var<storage, read> H: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> F: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let _t1 = t * 2u;
    let h = f16(unpack2x16float(H[_t1 / 4u])[((_t1 / 2u) % 2u)]);
    let t_1 = fma(h, 2h, 0.5h);
    let _t2 = t * 2u;
    let _t3 = ((_t2 / 2u) % 2u) * 16u;
    atomicAnd(&Out[_t2 / 4u], ~(0xffffu << _t3));
    atomicOr(&Out[_t2 / 4u], pack2x16float(vec2<f32>(f32(t_1), 0.0)) << _t3);
    F[t] = (f32(h) * 3f);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
