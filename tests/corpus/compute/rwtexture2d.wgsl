@group(0) @binding(0) var Img: texture_storage_2d<r32float, read_write>;
@group(0) @binding(2) var Src: texture_2d<f32>;
@group(0) @binding(1) var Ids: texture_storage_2d<r32uint, write>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e76: vec3<u32>;
    var _e86: u32;
    var _e89: u32;
    var _e91: bool;
    var _e95: u32;
    var _e97: bool;
    _e76 = gl_SV_DispatchThreadID;
    loop {
        let _e85 = textureDimensions(Img);
        _e86 = _e85.x;
        _e89 = _e76.x;
        _e91 = (_e89 >= _e86);
        _e95 = _e76.y;
        _e97 = (_e95 >= _e85.y);
        if (_e91 | _e97) {
            break;
        }
        let _e104 = _e76.xy;
        let _e110 = vec2<i32>(bitcast<i32>(_e89), bitcast<i32>(_e95));
        let _e112 = textureLoad(Src, _e110, 0i);
        let _e116 = textureLoad(Src, _e104, 0i);
        let _e121 = textureLoad(Img, _e104);
        let _e126 = fma(_e121.x, 2f, (_e112 + _e116).x);
        textureStore(Img, _e104, vec4<f32>(_e126, 0, 0, 0));
        let _e136 = ((_e95 * _e86) + _e89);
        textureStore(Ids, _e104, vec4<u32>(_e136, 0, 0, 0));
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
