@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e98 = gl_SV_DispatchThreadID.x;
    let _e105 = In[_e98 * 8u + 1u];
    let _e107 = In[_e98 * 8u + 2u];
    let _e111 = In[_e98 * 8u + 3u];
    let _e113 = In[_e98 * 8u + 4u];
    let _e117 = vec2<u32>(In[_e98 * 8u + 5u], In[_e98 * 8u + 6u]);
    let _e133 = (_e117.y + 1u);
    var _t1 = _e117;
    _t1.y = _e133;
    let _e201 = _t1;
    Out[_e98 * 8u] = In[_e98 * 8u];
    Out[_e98 * 8u + 1u] = _e111;
    Out[_e98 * 8u + 2u] = _e113;
    Out[_e98 * 8u + 3u] = _e105;
    Out[_e98 * 8u + 4u] = _e107;
    Out[_e98 * 8u + 5u] = _e201[0];
    Out[_e98 * 8u + 6u] = _e201[1];
    let _e162 = (_e98 % 2u);
    R[_e98] = In[_e98 * 8u + _e162 * 2u + 2u];
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
