@group(0) @binding(1) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> tile: array<f32, 64>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    var _e38: vec3<u32>;
    var _e39: vec3<u32>;
    _e38 = gl_SV_DispatchThreadID;
    _e39 = gl_SV_GroupThreadID;
    loop {
        if (Params[0u].x == 0u) {
            break;
        }
        let _e51 = _e38.x;
        let _e55 = _e39.x;
        tile[_e55] = bitcast<f32>(data[_e51]);
        workgroupBarrier();
        let _e59 = (63u - _e55);
        data[_e51] = bitcast<u32>(tile[_e59]);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
