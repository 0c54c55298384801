struct type_Params {
    count: u32,
    scale: f32,
    offset: vec2<f32>,
    mask: vec4<u32>,
}

@group(0) @binding(0) var<uniform> Params: type_Params;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var i: u32;
    param_id = gl_SV_DispatchThreadID;
    loop {
        i = param_id.x;
        if (i >= Params.count) {
            break;
        }
        F[i] = (fma(f32(i), Params.scale, Params.offset.x) + Params.offset.y);
        let t = (i % 4u);
        U[i] = (Params.mask[t] * i);
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
