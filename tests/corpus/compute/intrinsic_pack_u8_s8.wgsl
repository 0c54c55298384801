@group(0) @binding(0) var<storage, read_write> O: array<u32>;

fn main_1() {
    let _e259 = O[0u];
    let _e261 = O[1u];
    let _e263 = extractBits(_e259, 0u, 8u);
    let _e264 = extractBits(_e259, 8u, 8u);
    let _e265 = extractBits(_e259, 16u, 8u);
    let _e266 = extractBits(_e259, 24u, 8u);
    let _e269 = bitcast<i32>(_e259);
    let _e270 = extractBits(_e269, 0u, 8u);
    let _e272 = extractBits(_e269, 8u, 8u);
    let _e274 = extractBits(_e269, 16u, 8u);
    let _e276 = extractBits(_e269, 24u, 8u);
    O[2u] = _e263;
    O[3u] = _e264;
    O[4u] = _e265;
    O[5u] = _e266;
    O[6u] = bitcast<u32>(_e270);
    O[7u] = bitcast<u32>(_e272);
    O[8u] = bitcast<u32>(_e274);
    O[9u] = bitcast<u32>(_e276);
    O[10u] = ((((_e266 & 255u) | ((_e265 & 255u) << 8u)) | ((_e264 & 255u) << 16u)) | ((_e263 & 255u) << 24u));
    let _e324 = (vec4<i32>(_e270, _e272, _e274, _e276) * vec4<i32>(3i, 3i, 3i, 3i));
    let _e325 = _e324.x;
    let _e328 = _e324.y;
    let _e333 = _e324.z;
    let _e338 = _e324.w;
    O[11u] = ((((bitcast<u32>(_e325) & 255u) | ((bitcast<u32>(_e328) & 255u) << 8u)) | ((bitcast<u32>(_e333) & 255u) << 16u)) | ((bitcast<u32>(_e338) & 255u) << 24u));
    O[12u] = ((((bitcast<u32>(clamp(_e325, (-128i), 127i)) & 255u) | ((bitcast<u32>(clamp(_e328, (-128i), 127i)) & 255u) << 8u)) | ((bitcast<u32>(clamp(_e333, (-128i), 127i)) & 255u) << 16u)) | ((bitcast<u32>(clamp(_e338, (-128i), 127i)) & 255u) << 24u));
    O[13u] = ((((bitcast<u32>(clamp(_e325, 0i, 255i)) & 255u) | ((bitcast<u32>(clamp(_e328, 0i, 255i)) & 255u) << 8u)) | ((bitcast<u32>(clamp(_e333, 0i, 255i)) & 255u) << 16u)) | ((bitcast<u32>(clamp(_e338, 0i, 255i)) & 255u) << 24u));
    O[14u] = ((((10u + (_e263 * extractBits(_e261, 0u, 8u))) + (_e264 * extractBits(_e261, 8u, 8u))) + (_e265 * extractBits(_e261, 16u, 8u))) + (_e266 * extractBits(_e261, 24u, 8u)));
    let _e415 = bitcast<i32>(_e261);
    let _e419 = (_e270 * extractBits(_e415, 0u, 8u));
    let _e425 = (_e272 * extractBits(_e415, 8u, 8u));
    let _e431 = (_e274 * extractBits(_e415, 16u, 8u));
    let _e437 = (_e276 * extractBits(_e415, 24u, 8u));
    O[15u] = bitcast<u32>(((((10i + _e419) + _e425) + _e431) + _e437));
    O[16u] = bitcast<u32>((((((-1000i) + _e419) + _e425) + _e431) + _e437));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
