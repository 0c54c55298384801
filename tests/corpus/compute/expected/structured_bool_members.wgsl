@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e115: u32;
    var _e126: vec2<bool>;
    var r: u32;
    var r_phi: u32;
    var r_1: u32;
    var r_phi_1: u32;
    var r_2: u32;
    var r_phi_2: u32;
    _e115 = gl_SV_DispatchThreadID.x;
    let _e121 = (In[_e115 * 6u + 1u] != 0u);
    _e126 = (vec2<u32>(In[_e115 * 6u + 4u], In[_e115 * 6u + 5u]) != vec2<u32>(0u, 0u));
    Out[_e115 * 6u] = In[_e115 * 6u];
    Out[_e115 * 6u + 1u] = select(0u, 1u, (!(_e121)));
    Out[_e115 * 6u + 2u] = bitcast<u32>((bitcast<f32>(In[_e115 * 6u + 2u]) * 2f));
    let _e159 = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), vec2<bool>(_e126.y, _e121));
    Out[_e115 * 6u + 4u] = _e159[0];
    Out[_e115 * 6u + 5u] = _e159[1];
    r = select(0u, 1u, _e121);
    if _e126.x {
        r_phi = (r + 2u);
    } else {
        r_phi = r;
    }
    r_1 = r_phi;
    if (In[_e115 * 6u + 5u] != 0u) {
        r_phi_1 = (r_1 + 4u);
    } else {
        r_phi_1 = r_1;
    }
    r_2 = r_phi_1;
    if any(_e126) {
        r_phi_2 = (r_2 + 8u);
    } else {
        r_phi_2 = r_2;
    }
    let r_3 = r_phi_2;
    R[_e115] = r_3;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
