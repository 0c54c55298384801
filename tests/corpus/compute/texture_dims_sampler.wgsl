@group(0) @binding(0) var T1: texture_storage_1d<r32uint, read_write>;
@group(0) @binding(1) var T3: texture_storage_3d<r32float, read_write>;
@group(0) @binding(2) var TA: texture_storage_2d_array<r32sint, read_write>;
@group(0) @binding(3) var Src: texture_2d<f32>;
@group(0) @binding(4) var Smp: sampler;
@group(0) @binding(5) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e115: vec3<u32>;
    var _e122: u32;
    var _e124: u32;
    var _e128: u32;
    var _e130: u32;
    _e115 = gl_SV_DispatchThreadID;
    _e122 = _e115.x;
    _e124 = _e115.y;
    _e128 = _e115.z;
    _e130 = ((_e122 + (4u * _e124)) + (8u * _e128));
    if ((_e124 == 0u) & (_e128 == 0u)) {
        let _e145 = textureLoad(T1, _e122);
        let _e150 = ((_e145.x * 3u) + _e122);
        textureStore(T1, _e122, vec4<u32>(_e150, 0, 0, 0));
    }
    let _e157 = textureLoad(T3, _e115);
    let _e170 = (_e157.x + f32(((_e122 + (10u * _e124)) + (100u * _e128))));
    textureStore(T3, _e115, vec4<f32>(_e170, 0, 0, 0));
    let _e175 = textureLoad(TA, _e115.xy, _e115.z);
    let _e179 = (_e175.x - bitcast<i32>(_e130));
    textureStore(TA, _e115.xy, _e115.z, vec4<i32>(_e179, 0, 0, 0));
    let _e196 = ((vec2<f32>(f32(_e122), f32(_e124)) + vec2<f32>(0.5f, 0.5f)) / vec2<f32>(4f, 2f));
    let _e197 = textureSampleLevel(Src, Smp, _e196, 0f);
    Out[_e130] = bitcast<u32>((_e197.x + _e197.y));
    return;
}

@compute @workgroup_size(4, 2, 2)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
