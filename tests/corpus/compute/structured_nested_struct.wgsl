@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let In_1 = In[t * 8u + 1u];
    let In_2 = In[t * 8u + 2u];
    let In_3 = In[t * 8u + 3u];
    let In_4 = In[t * 8u + 4u];
    let In_5 = vec2<u32>(In[t * 8u + 5u], In[t * 8u + 6u]);
    let t_1 = (In_5.y + 1u);
    var _t1 = In_5;
    _t1.y = t_1;
    let t_2 = _t1;
    Out[t * 8u] = In[t * 8u];
    Out[t * 8u + 1u] = In_3;
    Out[t * 8u + 2u] = In_4;
    Out[t * 8u + 3u] = In_1;
    Out[t * 8u + 4u] = In_2;
    Out[t * 8u + 5u] = t_2[0];
    Out[t * 8u + 6u] = t_2[1];
    let t_3 = (t % 2u);
    R[t] = In[t * 8u + t_3 * 2u + 2u];
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
