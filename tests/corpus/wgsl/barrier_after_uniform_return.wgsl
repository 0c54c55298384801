struct type_Params {
    count: u32,
}

@group(0) @binding(1) var<uniform> Params: type_Params;
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
var<workgroup> tile: array<f32, 64>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var param_lid: vec3<u32>;
    param_id = gl_SV_DispatchThreadID;
    param_lid = gl_SV_GroupThreadID;
    loop {
        if (Params.count == 0u) {
            break;
        }
        let t = param_id.x;
        let t_1 = param_lid.x;
        tile[t_1] = data[t];
        workgroupBarrier();
        let t_2 = (63u - t_1);
        data[t] = tile[t_2];
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
