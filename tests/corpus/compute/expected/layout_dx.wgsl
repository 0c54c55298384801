@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 5>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read> SB: array<u32>;

fn main_1() {
    let _e160 = bitcast<f32>(CB[0u].x);
    Out[0u] = bitcast<u32>(_e160);
    let _e164 = bitcast<f32>(CB[0u].y);
    Out[1u] = bitcast<u32>(_e164);
    let _e168 = bitcast<f32>(CB[0u].z);
    Out[2u] = bitcast<u32>(_e168);
    let _e172 = bitcast<f32>(CB[0u].w);
    Out[3u] = bitcast<u32>(_e172);
    let _e176 = bitcast<f32>(CB[1u].x);
    Out[4u] = bitcast<u32>(_e176);
    let _e180 = bitcast<f32>(CB[1u].y);
    Out[5u] = bitcast<u32>(_e180);
    let _e184 = bitcast<f32>(CB[2u].x);
    Out[6u] = bitcast<u32>(_e184);
    let _e188 = bitcast<f32>(CB[3u].x);
    Out[7u] = bitcast<u32>(_e188);
    let _e191 = bitcast<f32>(CB[3u].y);
    Out[8u] = bitcast<u32>(_e191);
    let _e195 = bitcast<f32>(CB[4u].x);
    Out[9u] = bitcast<u32>(_e195);
    let _e199 = bitcast<f32>(CB[4u].y);
    Out[10u] = bitcast<u32>(_e199);
    let _e203 = bitcast<f32>(CB[4u].z);
    Out[11u] = bitcast<u32>(_e203);
    let _e206 = bitcast<f32>(CB[4u].w);
    Out[12u] = bitcast<u32>(_e206);
    let _e210 = bitcast<f32>(SB[13u]);
    let _e212 = vec3<f32>(bitcast<f32>(SB[14u]), bitcast<f32>(SB[15u]), bitcast<f32>(SB[16u]));
    let _e214 = vec2<f32>(bitcast<f32>(SB[17u]), bitcast<f32>(SB[18u]));
    let _e217 = bitcast<f32>(SB[19u]);
    let _e219 = bitcast<f32>(SB[20u]);
    let _e222 = bitcast<f32>(SB[21u]);
    let _e224 = vec3<f32>(bitcast<f32>(SB[22u]), bitcast<f32>(SB[23u]), bitcast<f32>(SB[24u]));
    let _e226 = bitcast<f32>(SB[25u]);
    Out[13u] = bitcast<u32>(_e210);
    let _e233 = _e212.x;
    Out[14u] = bitcast<u32>(_e233);
    let _e237 = _e212.y;
    Out[15u] = bitcast<u32>(_e237);
    let _e241 = _e212.z;
    Out[16u] = bitcast<u32>(_e241);
    let _e245 = _e214.x;
    Out[17u] = bitcast<u32>(_e245);
    let _e249 = _e214.y;
    Out[18u] = bitcast<u32>(_e249);
    Out[19u] = bitcast<u32>(_e217);
    Out[20u] = bitcast<u32>(_e219);
    Out[21u] = bitcast<u32>(_e222);
    let _e264 = _e224.x;
    Out[22u] = bitcast<u32>(_e264);
    let _e268 = _e224.y;
    Out[23u] = bitcast<u32>(_e268);
    let _e272 = _e224.z;
    Out[24u] = bitcast<u32>(_e272);
    Out[25u] = bitcast<u32>(_e226);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
