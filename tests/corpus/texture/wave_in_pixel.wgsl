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
    let param_pos = gl_SV_Position;
    let n = gl_SubgroupSize;
    let i = gl_SubgroupInvocationID;
    let t = (param_pos.x > 4f);
    let b = subgroupBallot(t);
    let t_1 = (param_pos.y > 2f);
    let t_2 = subgroupBallot(t_1);
    let below = subgroupExclusiveAdd(select(0u, 1u, t_1));
    out_var_SV_Target = vec4<f32>(f32(n), f32(i), f32(countOneBits(b.x)), f32(below));
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
