@group(0) @binding(0) var<storage, read_write> f: array<u32>;
@group(0) @binding(1) var<storage, read_write> u: array<u32>;

fn main_1() {
    f[0u] = bitcast<u32>(2.5f);
    let _e144 = fract(2.25f);
    f[1u] = bitcast<u32>(_e144);
    let _e146 = mix(0.5f, 1f, 0.5f);
    f[2u] = bitcast<u32>(_e146);
    let _e148 = clamp(7f, 1f, 3f);
    f[3u] = bitcast<u32>(_e148);
    let _e150 = clamp(1.5f, 0f, 1f);
    f[4u] = bitcast<u32>(_e150);
    let _e152 = (1f / 2f);
    f[5u] = bitcast<u32>(_e152);
    let _e154 = (2.75f % 1f);
    f[6u] = bitcast<u32>(_e154);
    let _e156 = sqrt(4f);
    f[7u] = bitcast<u32>(_e156);
    let _e158 = pow(2f, 3f);
    f[8u] = bitcast<u32>(_e158);
    let _e160 = log2(4f);
    f[9u] = bitcast<u32>(_e160);
    let _e162 = min(1f, 2f);
    f[10u] = bitcast<u32>(max(_e162, 0f));
    let _e166 = sign((-2.5f));
    f[11u] = bitcast<u32>(f32(i32(_e166)));
    let _e173 = length(vec2<f32>(3f, 4f));
    f[12u] = bitcast<u32>(_e173);
    let _e175 = exp2((-2f));
    f[13u] = bitcast<u32>(_e175);
    let _e177 = fma(1.5f, 2f, 0.5f);
    f[14u] = bitcast<u32>(_e177);
    let _e187 = dot(vec3<f32>(1f, 2f, 3f), vec3<f32>(2f, 1f, 3f));
    f[15u] = bitcast<u32>(_e187);
    let _e190 = countOneBits(19u);
    u[0u] = _e190;
    let _e192 = reverseBits(1u);
    u[1u] = _e192;
    let _e194 = firstLeadingBit(4294967295u);
    u[2u] = _e194;
    let _e196 = firstTrailingBit(1u);
    u[3u] = _e196;
    u[4u] = 4u;
    u[5u] = 1u;
    let _e208 = firstLeadingBit(0u);
    u[6u] = _e208;
    let _e210 = min((-2i), 5i);
    u[7u] = (bitcast<u32>(_e210) + 4u);
    let _e214 = clamp(9i, 0i, 7i);
    u[8u] = bitcast<u32>(_e214);
    let _e218 = pack2x16float(vec2<f32>(1f, 0f));
    u[9u] = _e218;
    u[10u] = 1u;
    u[11u] = 1u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
