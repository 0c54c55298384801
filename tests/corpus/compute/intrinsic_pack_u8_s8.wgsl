@group(0) @binding(0) var<storage, read_write> O: array<u32>;

fn main_1() {
    let a = O[0u];
    let b = O[1u];
    let t = extractBits(a, 0u, 8u);
    let t_1 = extractBits(a, 8u, 8u);
    let t_2 = extractBits(a, 16u, 8u);
    let t_3 = extractBits(a, 24u, 8u);
    let t_4 = bitcast<i32>(a);
    let t_5 = extractBits(t_4, 0u, 8u);
    let t_6 = extractBits(t_4, 8u, 8u);
    let t_7 = extractBits(t_4, 16u, 8u);
    let t_8 = extractBits(t_4, 24u, 8u);
    O[2u] = t;
    O[3u] = t_1;
    O[4u] = t_2;
    O[5u] = t_3;
    O[6u] = bitcast<u32>(t_5);
    O[7u] = bitcast<u32>(t_6);
    O[8u] = bitcast<u32>(t_7);
    O[9u] = bitcast<u32>(t_8);
    O[10u] = ((((t_3 & 255u) | ((t_2 & 255u) << 8u)) | ((t_1 & 255u) << 16u)) | ((t & 255u) << 24u));
    let t_9 = (vec4<i32>(t_5, t_6, t_7, t_8) * vec4<i32>(3i, 3i, 3i, 3i));
    let t_10 = t_9.x;
    let t_11 = t_9.y;
    let t_12 = t_9.z;
    let t_13 = t_9.w;
    O[11u] = ((((bitcast<u32>(t_10) & 255u) | ((bitcast<u32>(t_11) & 255u) << 8u)) | ((bitcast<u32>(t_12) & 255u) << 16u)) | ((bitcast<u32>(t_13) & 255u) << 24u));
    O[12u] = ((((bitcast<u32>(clamp(t_10, (-128i), 127i)) & 255u) | ((bitcast<u32>(clamp(t_11, (-128i), 127i)) & 255u) << 8u)) | ((bitcast<u32>(clamp(t_12, (-128i), 127i)) & 255u) << 16u)) | ((bitcast<u32>(clamp(t_13, (-128i), 127i)) & 255u) << 24u));
    O[13u] = ((((bitcast<u32>(clamp(t_10, 0i, 255i)) & 255u) | ((bitcast<u32>(clamp(t_11, 0i, 255i)) & 255u) << 8u)) | ((bitcast<u32>(clamp(t_12, 0i, 255i)) & 255u) << 16u)) | ((bitcast<u32>(clamp(t_13, 0i, 255i)) & 255u) << 24u));
    O[14u] = ((((10u + (t * extractBits(b, 0u, 8u))) + (t_1 * extractBits(b, 8u, 8u))) + (t_2 * extractBits(b, 16u, 8u))) + (t_3 * extractBits(b, 24u, 8u)));
    let t_14 = bitcast<i32>(b);
    let t_15 = (t_5 * extractBits(t_14, 0u, 8u));
    let t_16 = (t_6 * extractBits(t_14, 8u, 8u));
    let t_17 = (t_7 * extractBits(t_14, 16u, 8u));
    let t_18 = (t_8 * extractBits(t_14, 24u, 8u));
    O[15u] = bitcast<u32>(((((10i + t_15) + t_16) + t_17) + t_18));
    O[16u] = bitcast<u32>((((((-1000i) + t_15) + t_16) + t_17) + t_18));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
