@group(0) @binding(0) var<storage, read> In: array<i32>;
@group(0) @binding(1) var<storage, read_write> Out: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let a = In[t];
    let x = (a + 1i);
    let t_1 = (t * 4u);
    Out[t_1] = 100i;
    let t_2 = (t_1 + 1u);
    Out[t_2] = (x + 1i);
    let t_3 = (t_1 + 2u);
    Out[t_3] = (x * 2i);
    let t_4 = (t_1 + 3u);
    Out[t_4] = (a + (a * 3i));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
