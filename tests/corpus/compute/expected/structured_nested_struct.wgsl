struct Inner {
    a: u32,
    b: u32,
}

struct Outer {
    id: u32,
    inner: array<Inner, 2>,
    tail: vec2<u32>,
}

@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e98 = gl_SV_DispatchThreadID.x;
    let _e101 = In[_e98 * 8u];
    let _e105 = In[_e98 * 8u + 1u];
    let _e107 = In[_e98 * 8u + 2u];
    let _e108 = Inner(_e105, _e107);
    let _e111 = In[_e98 * 8u + 3u];
    let _e113 = In[_e98 * 8u + 4u];
    let _e114 = Inner(_e111, _e113);
    let _e117 = vec2<u32>(In[_e98 * 8u + 5u], In[_e98 * 8u + 6u]);
    let _e118 = Outer(_e101, array<Inner, 2>(_e108, _e114), _e117);
    var _t1 = _e118;
    _t1.inner[0] = _e114;
    let _e173 = _t1;
    var _t2 = _e173;
    _t2.inner[1] = _e108;
    let _e175 = _t2;
    let _e133 = (_e117.y + 1u);
    var _t3 = _e175;
    _t3.tail.y = _e133;
    let _e178 = _t3;
    Out[_e98 * 8u] = _e101;
    Out[_e98 * 8u + 1u] = _e111;
    Out[_e98 * 8u + 2u] = _e113;
    Out[_e98 * 8u + 3u] = _e105;
    Out[_e98 * 8u + 4u] = _e107;
    let _e155 = _e178.tail;
    Out[_e98 * 8u + 5u] = _e155[0];
    Out[_e98 * 8u + 6u] = _e155[1];
    let _e162 = (_e98 % 2u);
    R[_e98] = In[_e98 * 8u + _e162 * 2u + 2u];
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
