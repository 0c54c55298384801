@group(0) @binding(0) var Img: texture_storage_2d<r32float, read_write>;
@group(0) @binding(2) var Src: texture_2d<f32>;
@group(0) @binding(1) var Ids: texture_storage_2d<r32uint, write>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e76: vec3<u32>;
    var _e86: u32;
    var _e87: u32;
    var _e89: u32;
    var _phi: bool;
    _e76 = gl_SV_DispatchThreadID;
    loop {
        let _e85 = textureDimensions(Img);
        _e86 = _e85.x;
        _e87 = _e85.y;
        _e89 = _e76.x;
        if (_e89 >= _e86) {
            _phi = true;
        } else {
            _phi = (_e76.y >= _e87);
        }
        let _e99 = _phi;
        if _e99 {
            break;
        }
        let _e104 = _e76.xy;
        let _e107 = _e76.y;
        let _e109 = vec3<i32>(bitcast<i32>(_e89), bitcast<i32>(_e107), 0i);
        let _e110 = _e109.xy;
        let _e112 = textureLoad(Src, _e110, 0i);
        let _e116 = textureLoad(Src, _e104, 0i);
        let _e121 = textureLoad(Img, _e104);
        let _e126 = ((_e121.x * 2f) + (_e112 + _e116).x);
        textureStore(Img, _e104, vec4<f32>(_e126, 0, 0, 0));
        let _e136 = ((_e107 * _e86) + _e89);
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
