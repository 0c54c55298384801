@group(0) @binding(0) var<storage, read> V: array<u32>;
@group(0) @binding(1) var<storage, read_write> E: array<u32>;
@group(0) @binding(2) var<storage, read_write> T: array<u32>;
@group(0) @binding(3) var<storage, read> K: array<u32>;
@group(0) @binding(4) var<storage, read_write> I: array<u32>;

fn main_1() {
    let _e225 = bitcast<f32>(V[0u]);
    let _e227 = bitcast<f32>(V[1u]);
    let _e229 = bitcast<f32>(V[2u]);
    E[0u] = bitcast<u32>(abs(_e227));
    E[1u] = bitcast<u32>(min(_e225, _e227));
    E[2u] = bitcast<u32>(max(_e225, _e227));
    E[3u] = bitcast<u32>(clamp(_e225, (-1f), 2f));
    E[4u] = bitcast<u32>(clamp(_e227, 0f, 1f));
    E[5u] = bitcast<u32>(clamp(_e229, 0f, 1f));
    E[6u] = bitcast<u32>(floor(_e227));
    E[7u] = bitcast<u32>(ceil(_e227));
    E[8u] = bitcast<u32>(trunc(_e227));
    E[9u] = bitcast<u32>(fract(_e227));
    E[10u] = bitcast<u32>(round(_e225));
    E[11u] = bitcast<u32>(round(_e227));
    E[12u] = bitcast<u32>(f32(i32(sign(_e227))));
    E[13u] = bitcast<u32>(f32(i32(sign((_e225 - _e225)))));
    E[14u] = bitcast<u32>(step(_e229, _e225));
    E[15u] = bitcast<u32>(step(_e225, _e229));
    E[16u] = bitcast<u32>(mix(_e227, _e225, 0.5f));
    E[17u] = bitcast<u32>(fma(_e225, 2f, 1f));
    T[0u] = bitcast<u32>(sqrt(_e225));
    T[1u] = bitcast<u32>(inverseSqrt(_e225));
    T[2u] = bitcast<u32>(sin(_e229));
    T[3u] = bitcast<u32>(cos(_e229));
    T[4u] = bitcast<u32>(tan(_e229));
    T[5u] = bitcast<u32>(asin(_e229));
    T[6u] = bitcast<u32>(acos(_e229));
    T[7u] = bitcast<u32>(atan(_e229));
    T[8u] = bitcast<u32>(atan2(_e227, _e225));
    T[9u] = bitcast<u32>(exp(_e229));
    T[10u] = bitcast<u32>(exp2(_e225));
    T[11u] = bitcast<u32>(log(_e225));
    let _e333 = log2(_e225);
    T[12u] = bitcast<u32>(_e333);
    T[13u] = bitcast<u32>((_e333 * 0.30103001f));
    T[14u] = bitcast<u32>(pow(_e225, 1.5f));
    T[15u] = bitcast<u32>((_e227 % 1f));
    T[16u] = bitcast<u32>((_e225 % (-1f)));
    T[17u] = bitcast<u32>(smoothstep(0f, 1f, _e229));
    T[18u] = bitcast<u32>(normalize((vec2<f32>(3f, 4f) * _e225)).x);
    let _e359 = bitcast<i32>(K[0u]);
    I[0u] = bitcast<u32>(abs(_e359));
    let _e363 = bitcast<i32>(K[1u]);
    let _e365 = bitcast<i32>(K[2u]);
    I[1u] = bitcast<u32>(min(_e363, _e365));
    I[2u] = bitcast<u32>(max(_e363, _e365));
    I[3u] = bitcast<u32>(clamp(bitcast<i32>(K[3u]), 0i, bitcast<i32>(K[4u])));
    I[4u] = bitcast<u32>(sign(_e359));
    let _e386 = bitcast<u32>(bitcast<i32>(K[5u]));
    let _e389 = bitcast<u32>(bitcast<i32>(K[6u]));
    I[5u] = bitcast<u32>(bitcast<i32>(min(_e386, _e389)));
    I[6u] = bitcast<u32>(bitcast<i32>(max(_e386, _e389)));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
