enable subgroups;
diagnostic(off, subgroup_uniformity);

struct main_Out {
    @location(0) out_var_SV_Target_1: vec4<f32>,
}

var<private> gl_SubgroupSize: u32;
var<private> gl_SubgroupInvocationID: u32;
var<private> gl_SV_Position: vec4<f32>;
var<private> out_var_SV_Target: vec4<f32>;

fn main_1() {
    let _e43 = gl_SV_Position;
    let _e52 = gl_SubgroupSize;
    let _e53 = gl_SubgroupInvocationID;
    let _e56 = (_e43.x > 4f);
    let _e57 = subgroupBallot(_e56);
    let _e60 = (_e43.y > 2f);
    let _e61 = subgroupBallot(_e60);
    let _e62 = subgroupExclusiveAdd(select(0u, 1u, _e60));
    out_var_SV_Target = vec4<f32>(f32(_e52), f32(_e53), f32(countOneBits(_e57.x)), f32(_e62));
    return;
}

@fragment
fn main(@builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(position) in_gl_SV_Position: vec4<f32>) -> main_Out {
    gl_SubgroupSize = in_gl_SubgroupSize;
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SV_Position = in_gl_SV_Position;
    main_1();
    return main_Out(out_var_SV_Target);
}
