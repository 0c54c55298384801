struct S {
    a: u32,
    b: u32,
    c: f32,
    d: vec2<u32>,
}

@group(0) @binding(0) var<storage, read> In: array<S>;
@group(0) @binding(1) var<storage, read_write> Out: array<S>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let t_1 = (In[t].b != 0u);
    let t_2 = (In[t].d != vec2<u32>(0u, 0u));
    Out[t].a = In[t].a;
    Out[t].b = select(0u, 1u, (!(t_1)));
    Out[t].c = (In[t].c * 2f);
    let t_3 = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), vec2<bool>(t_2.y, t_1));
    Out[t].d = t_3;
    let r = select(0u, 1u, t_1);
    let r_1 = select(r, (r + 2u), t_2.x);
    let r_2 = select(r_1, (r_1 + 4u), (In[t].d.y != 0u));
    R[t] = select(r_2, (r_2 + 8u), any(t_2));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
