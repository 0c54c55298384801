@group(0) @binding(0) var<storage, read_write> f: array<f32>;
@group(0) @binding(1) var<storage, read_write> u: array<u32>;

fn main_1() {
    f[0u] = 2.5f;
    let t = fract(2.25f);
    f[1u] = t;
    let t_1 = mix(0.5f, 1f, 0.5f);
    f[2u] = t_1;
    let t_2 = clamp(7f, 1f, 3f);
    f[3u] = t_2;
    let t_3 = clamp(1.5f, 0f, 1f);
    f[4u] = t_3;
    let t_4 = (1f / 2f);
    f[5u] = t_4;
    let t_5 = (2.75f % 1f);
    f[6u] = t_5;
    let t_6 = sqrt(4f);
    f[7u] = t_6;
    let t_7 = pow(2f, 3f);
    f[8u] = t_7;
    let t_8 = log2(4f);
    f[9u] = t_8;
    let t_9 = min(1f, 2f);
    f[10u] = max(t_9, 0f);
    let t_10 = sign((-2.5f));
    f[11u] = f32(i32(t_10));
    let t_11 = length(vec2<f32>(3f, 4f));
    f[12u] = t_11;
    let t_12 = exp2((-2f));
    f[13u] = t_12;
    let t_13 = fma(1.5f, 2f, 0.5f);
    f[14u] = t_13;
    let t_14 = dot(vec3<f32>(1f, 2f, 3f), vec3<f32>(2f, 1f, 3f));
    f[15u] = t_14;
    let t_15 = countOneBits(19u);
    u[0u] = t_15;
    let t_16 = reverseBits(1u);
    u[1u] = t_16;
    let t_17 = firstLeadingBit(4294967295u);
    u[2u] = t_17;
    let t_18 = firstTrailingBit(1u);
    u[3u] = t_18;
    u[4u] = 4u;
    u[5u] = 1u;
    let t_19 = firstLeadingBit(0u);
    u[6u] = t_19;
    let t_20 = min((-2i), 5i);
    u[7u] = (bitcast<u32>(t_20) + 4u);
    let t_21 = clamp(9i, 0i, 7i);
    u[8u] = bitcast<u32>(t_21);
    let t_22 = pack2x16float(vec2<f32>(1f, 0f));
    u[9u] = t_22;
    u[10u] = 1u;
    u[11u] = 1u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
