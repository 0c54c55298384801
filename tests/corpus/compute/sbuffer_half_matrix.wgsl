enable f16;

@group(0) @binding(0) var<storage, read_write> C: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> R: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> Out: array<f32>;

fn main_1() {
    let t = f16(1i);
    let t_1 = f16(2i);
    let t_2 = f16(3i);
    let t_3 = f16(4i);
    let t_4 = f16(5i);
    let t_5 = f16(6i);
    let m = mat2x3<f16>(vec3<f16>(t, t_1, t_2), vec3<f16>(t_3, t_4, t_5));
    atomicAnd(&C[0u], 0xffff0000u);
    atomicOr(&C[0u], pack2x16float(vec2<f32>(f32(m[0][0]), 0.0)));
    atomicAnd(&C[1u], 0xffff0000u);
    atomicOr(&C[1u], pack2x16float(vec2<f32>(f32(m[0][1]), 0.0)));
    atomicAnd(&C[2u], 0xffff0000u);
    atomicOr(&C[2u], pack2x16float(vec2<f32>(f32(m[0][2]), 0.0)));
    atomicAnd(&C[0u], 0x0000ffffu);
    atomicOr(&C[0u], pack2x16float(vec2<f32>(f32(m[1][0]), 0.0)) << 16u);
    atomicAnd(&C[1u], 0x0000ffffu);
    atomicOr(&C[1u], pack2x16float(vec2<f32>(f32(m[1][1]), 0.0)) << 16u);
    atomicAnd(&C[2u], 0x0000ffffu);
    atomicOr(&C[2u], pack2x16float(vec2<f32>(f32(m[1][2]), 0.0)) << 16u);
    atomicAnd(&R[0u], 0xffff0000u);
    atomicOr(&R[0u], pack2x16float(vec2<f32>(f32(m[0][0]), 0.0)));
    atomicAnd(&R[0u], 0x0000ffffu);
    atomicOr(&R[0u], pack2x16float(vec2<f32>(f32(m[0][1]), 0.0)) << 16u);
    atomicAnd(&R[1u], 0xffff0000u);
    atomicOr(&R[1u], pack2x16float(vec2<f32>(f32(m[0][2]), 0.0)));
    atomicAnd(&R[2u], 0xffff0000u);
    atomicOr(&R[2u], pack2x16float(vec2<f32>(f32(m[1][0]), 0.0)));
    atomicAnd(&R[2u], 0x0000ffffu);
    atomicOr(&R[2u], pack2x16float(vec2<f32>(f32(m[1][1]), 0.0)) << 16u);
    atomicAnd(&R[3u], 0xffff0000u);
    atomicOr(&R[3u], pack2x16float(vec2<f32>(f32(m[1][2]), 0.0)));
    Out[0u] = f32((f16(unpack2x16float(atomicLoad(&C[2u])).y) + f16(unpack2x16float(atomicLoad(&R[0u])).y)));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
