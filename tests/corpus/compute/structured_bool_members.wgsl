@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e115 = gl_SV_DispatchThreadID.x;
    let _e121 = (In[_e115 * 6u + 1u] != 0u);
    let _e126 = (vec2<u32>(In[_e115 * 6u + 4u], In[_e115 * 6u + 5u]) != vec2<u32>(0u, 0u));
    Out[_e115 * 6u] = In[_e115 * 6u];
    Out[_e115 * 6u + 1u] = select(0u, 1u, (!(_e121)));
    Out[_e115 * 6u + 2u] = bitcast<u32>((bitcast<f32>(In[_e115 * 6u + 2u]) * 2f));
    let _e159 = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), vec2<bool>(_e126.y, _e121));
    Out[_e115 * 6u + 4u] = _e159[0];
    Out[_e115 * 6u + 5u] = _e159[1];
    let _e223 = select(0u, 1u, _e121);
    let _e222 = select(_e223, (_e223 + 2u), _e126.x);
    let _e221 = select(_e222, (_e222 + 4u), (In[_e115 * 6u + 5u] != 0u));
    R[_e115] = select(_e221, (_e221 + 8u), any(_e126));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
