var<workgroup> counter: u32;
@group(0) @binding(0) var<storage, read_write> output: array<u32>;
var<private> gl_SV_GroupIndex: u32;

fn main_1() {
    var param_t: u32;
    param_t = gl_SV_GroupIndex;
    if (param_t == 0u) {
        counter = 5u;
    }
    workgroupBarrier();
    output[param_t] = (counter + param_t);
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_index) in_gl_SV_GroupIndex: u32) {
    gl_SV_GroupIndex = in_gl_SV_GroupIndex;
    main_1();
}
