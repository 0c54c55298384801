@group(0) @binding(1) var<uniform> Params: array<vec4<u32>, 1>;
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
var<workgroup> tile: array<f32, 64>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    var param_lid: vec3<u32>;
    param_id = gl_SV_DispatchThreadID;
    param_lid = gl_SV_GroupThreadID;
    loop {
        if (Params[0u].x == 0u) {
            break;
        }
        let t = param_id.x;
        let t_1 = param_lid.x;
        tile[t_1] = bitcast<f32>(data[t]);
        workgroupBarrier();
        let t_2 = (63u - t_1);
        data[t] = bitcast<u32>(tile[t_2]);
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
