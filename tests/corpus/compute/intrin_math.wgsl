@group(0) @binding(0) var<storage, read> V: array<u32>;
@group(0) @binding(1) var<storage, read_write> E: array<u32>;
@group(0) @binding(2) var<storage, read_write> T: array<u32>;
@group(0) @binding(3) var<storage, read> K: array<u32>;
@group(0) @binding(4) var<storage, read_write> I: array<u32>;

fn main_1() {
    let x = bitcast<f32>(V[0u]);
    let y = bitcast<f32>(V[1u]);
    let z = bitcast<f32>(V[2u]);
    E[0u] = bitcast<u32>(abs(y));
    E[1u] = bitcast<u32>(min(x, y));
    E[2u] = bitcast<u32>(max(x, y));
    E[3u] = bitcast<u32>(clamp(x, (-1f), 2f));
    E[4u] = bitcast<u32>(clamp(y, 0f, 1f));
    E[5u] = bitcast<u32>(clamp(z, 0f, 1f));
    E[6u] = bitcast<u32>(floor(y));
    E[7u] = bitcast<u32>(ceil(y));
    E[8u] = bitcast<u32>(trunc(y));
    E[9u] = bitcast<u32>(fract(y));
    E[10u] = bitcast<u32>(round(x));
    E[11u] = bitcast<u32>(round(y));
    E[12u] = bitcast<u32>(f32(i32(sign(y))));
    E[13u] = bitcast<u32>(f32(i32(sign((x - x)))));
    E[14u] = bitcast<u32>(step(z, x));
    E[15u] = bitcast<u32>(step(x, z));
    E[16u] = bitcast<u32>(mix(y, x, 0.5f));
    E[17u] = bitcast<u32>(fma(x, 2f, 1f));
    T[0u] = bitcast<u32>(sqrt(x));
    T[1u] = bitcast<u32>(inverseSqrt(x));
    T[2u] = bitcast<u32>(sin(z));
    T[3u] = bitcast<u32>(cos(z));
    T[4u] = bitcast<u32>(tan(z));
    T[5u] = bitcast<u32>(asin(z));
    T[6u] = bitcast<u32>(acos(z));
    T[7u] = bitcast<u32>(atan(z));
    T[8u] = bitcast<u32>(atan2(y, x));
    T[9u] = bitcast<u32>(exp(z));
    T[10u] = bitcast<u32>(exp2(x));
    T[11u] = bitcast<u32>(log(x));
    let t = log2(x);
    T[12u] = bitcast<u32>(t);
    T[13u] = bitcast<u32>((t * 0.30103001f));
    T[14u] = bitcast<u32>(pow(x, 1.5f));
    T[15u] = bitcast<u32>((y % 1f));
    T[16u] = bitcast<u32>((x % (-1f)));
    T[17u] = bitcast<u32>(smoothstep(0f, 1f, z));
    T[18u] = bitcast<u32>(normalize((vec2<f32>(3f, 4f) * x)).x);
    let K_1 = bitcast<i32>(K[0u]);
    I[0u] = bitcast<u32>(abs(K_1));
    let K_2 = bitcast<i32>(K[1u]);
    let K_3 = bitcast<i32>(K[2u]);
    I[1u] = bitcast<u32>(min(K_2, K_3));
    I[2u] = bitcast<u32>(max(K_2, K_3));
    I[3u] = bitcast<u32>(clamp(bitcast<i32>(K[3u]), 0i, bitcast<i32>(K[4u])));
    I[4u] = bitcast<u32>(sign(K_1));
    let t_1 = bitcast<u32>(bitcast<i32>(K[5u]));
    let t_2 = bitcast<u32>(bitcast<i32>(K[6u]));
    I[5u] = bitcast<u32>(bitcast<i32>(min(t_1, t_2)));
    I[6u] = bitcast<u32>(bitcast<i32>(max(t_1, t_2)));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
