@group(0) @binding(0) var Img: texture_storage_2d<r32float, read_write>;
@group(0) @binding(2) var Src: texture_2d<f32>;
@group(0) @binding(1) var Ids: texture_storage_2d<r32uint, write>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var w: u32;
    var t: u32;
    var t_1: bool;
    var t_2: u32;
    var t_3: bool;
    param_id = gl_SV_DispatchThreadID;
    loop {
        let t_4 = textureDimensions(Img);
        w = t_4.x;
        t = param_id.x;
        t_1 = (t >= w);
        t_2 = param_id.y;
        t_3 = (t_2 >= t_4.y);
        if (t_1 | t_3) {
            break;
        }
        let t_5 = param_id.xy;
        let t_6 = vec2<i32>(bitcast<i32>(t), bitcast<i32>(t_2));
        let t_7 = textureLoad(Src, t_6, 0i);
        let t_8 = textureLoad(Src, t_5, 0i);
        let t_9 = textureLoad(Img, t_5);
        let t_10 = fma(t_9.x, 2f, (t_7 + t_8).x);
        textureStore(Img, t_5, vec4<f32>(t_10, 0, 0, 0));
        let t_11 = ((t_2 * w) + t);
        textureStore(Ids, t_5, vec4<u32>(t_11, 0, 0, 0));
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
