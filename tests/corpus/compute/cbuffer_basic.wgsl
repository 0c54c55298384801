@group(0) @binding(0) var<uniform> Params: array<vec4<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> F: array<u32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var i: u32;
    param_id = gl_SV_DispatchThreadID;
    loop {
        i = param_id.x;
        if (i >= Params[0u].x) {
            break;
        }
        F[i] = bitcast<u32>((fma(f32(i), bitcast<f32>(Params[0u].y), bitcast<f32>(Params[0u].z)) + bitcast<f32>(Params[0u].w)));
        let t = (i % 4u);
        let _t1 = t * 4u + 16u;
        U[i] = (Params[_t1 / 16u][(_t1 % 16u) / 4u] * i);
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
