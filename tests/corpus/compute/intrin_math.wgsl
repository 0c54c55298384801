@group(0) @binding(0) var<storage, read> V: array<f32>;
@group(0) @binding(1) var<storage, read_write> E: array<f32>;
@group(0) @binding(2) var<storage, read_write> T: array<f32>;
@group(0) @binding(3) var<storage, read> K: array<i32>;
@group(0) @binding(4) var<storage, read_write> I: array<i32>;

fn main_1() {
    let x = V[0u];
    let y = V[1u];
    let z = V[2u];
    E[0u] = abs(y);
    E[1u] = min(x, y);
    E[2u] = max(x, y);
    E[3u] = clamp(x, (-1f), 2f);
    E[4u] = clamp(y, 0f, 1f);
    E[5u] = clamp(z, 0f, 1f);
    E[6u] = floor(y);
    E[7u] = ceil(y);
    E[8u] = trunc(y);
    E[9u] = fract(y);
    E[10u] = round(x);
    E[11u] = round(y);
    E[12u] = f32(i32(sign(y)));
    E[13u] = f32(i32(sign((x - x))));
    E[14u] = step(z, x);
    E[15u] = step(x, z);
    E[16u] = mix(y, x, 0.5f);
    E[17u] = fma(x, 2f, 1f);
    T[0u] = sqrt(x);
    T[1u] = inverseSqrt(x);
    T[2u] = sin(z);
    T[3u] = cos(z);
    T[4u] = tan(z);
    T[5u] = asin(z);
    T[6u] = acos(z);
    T[7u] = atan(z);
    T[8u] = atan2(y, x);
    T[9u] = exp(z);
    T[10u] = exp2(x);
    T[11u] = log(x);
    let t = log2(x);
    T[12u] = t;
    T[13u] = (t * 0.30103001f);
    T[14u] = pow(x, 1.5f);
    T[15u] = (y % 1f);
    T[16u] = (x % (-1f));
    T[17u] = smoothstep(0f, 1f, z);
    T[18u] = normalize((vec2<f32>(3f, 4f) * x)).x;
    let K_1 = K[0u];
    I[0u] = abs(K_1);
    let K_2 = K[1u];
    let K_3 = K[2u];
    I[1u] = min(K_2, K_3);
    I[2u] = max(K_2, K_3);
    I[3u] = clamp(K[3u], 0i, K[4u]);
    I[4u] = sign(K_1);
    let t_1 = bitcast<u32>(K[5u]);
    let t_2 = bitcast<u32>(K[6u]);
    I[5u] = bitcast<i32>(min(t_1, t_2));
    I[6u] = bitcast<i32>(max(t_1, t_2));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
