@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> F: array<u32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e52: vec3<u32>;
    var _e59: u32;
    _e52 = gl_SV_DispatchThreadID;
    loop {
        _e59 = _e52.x;
        if (_e59 >= Params[0u].x) {
            break;
        }
        F[_e59] = bitcast<u32>((fma(f32(_e59), bitcast<f32>(Params[0u].y), bitcast<f32>(Params[0u].z)) + bitcast<f32>(Params[0u].w)));
        let _e83 = (_e59 % 4u);
        let _t1 = _e83 * 4u + 16u;
        U[_e59] = (Params[_t1 / 16u][(_t1 % 16u) / 4u] * _e59);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
