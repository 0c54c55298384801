@group(0) @binding(0) var<storage, read> In_0_: array<u32>;
@group(0) @binding(1) var<storage, read> In_1_: array<u32>;
@group(0) @binding(2) var<storage, read> In_2_: array<u32>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    let param_gi = gl_SV_GroupIndex;
    let In_1__1 = In_1_[param_gi];
    let In_2__1 = In_2_[param_gi];
    Out[param_gi] = ((In_0_[param_gi] + In_1__1) + In_2__1);
    let t = (4u + param_gi);
    Out[t] = (In_2__1 - In_1__1);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
