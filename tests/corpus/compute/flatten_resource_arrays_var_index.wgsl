@group(0) @binding(0) var<storage, read> In_0_: array<u32>;
@group(0) @binding(1) var<storage, read> In_1_: array<u32>;
@group(0) @binding(2) var<storage, read> In_2_: array<u32>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
@group(0) @binding(4) var<storage, read_write> Acc_0_: array<u32>;
@group(0) @binding(5) var<storage, read_write> Acc_1_: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var x: u32;
    var t: u32;
    x = gl_SV_DispatchThreadID.x;
    t = (x % 3u);
    if (t == 0u) {
        let t_1 = (x / 3u);
        Out[x] = In_0_[t_1];
    } else {
        if (t == 1u) {
            let t_2 = (x / 3u);
            Out[x] = In_1_[t_2];
        } else {
            let t_3 = (x / 3u);
            Out[x] = In_2_[t_3];
        }
    }
    if ((x % 2u) == 0u) {
        Acc_0_[x] = (x + 1u);
    } else {
        Acc_1_[x] = (x + 1u);
    }
    return;
}

@compute @workgroup_size(6, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
