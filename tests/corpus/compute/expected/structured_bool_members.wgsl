@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e115: u32;
    var _e126: vec2<bool>;
    var r_phi: u32;
    var r: u32;
    var r_phi_1: u32;
    var r_1: u32;
    var r_phi_2: u32;
    var r_2: u32;
    var r_phi_3: u32;
    let _e107 = gl_SV_DispatchThreadID;
    _e115 = _e107.x;
    let _e118 = In[_e115 * 6u];
    let _e120 = In[_e115 * 6u + 1u];
    let _e121 = (_e120 != 0u);
    let _e123 = bitcast<f32>(In[_e115 * 6u + 2u]);
    let _e125 = vec2<u32>(In[_e115 * 6u + 4u], In[_e115 * 6u + 5u]);
    _e126 = (_e125 != vec2<u32>(0u, 0u));
    let _e133 = (!(_e121));
    let _e137 = (_e123 * 2f);
    let _e141 = _e126.y;
    let _e144 = vec2<bool>(_e141, _e121);
    Out[_e115 * 6u] = _e118;
    let _e154 = select(0u, 1u, _e133);
    Out[_e115 * 6u + 1u] = _e154;
    Out[_e115 * 6u + 2u] = bitcast<u32>(_e137);
    let _e159 = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), _e144);
    Out[_e115 * 6u + 4u] = _e159[0];
    Out[_e115 * 6u + 5u] = _e159[1];
    if _e121 {
        r_phi = 1u;
    } else {
        r_phi = 0u;
    }
    r = r_phi;
    let _e168 = _e126.x;
    if _e168 {
        let _e171 = (r + 2u);
        r_phi_1 = _e171;
    } else {
        r_phi_1 = r;
    }
    r_1 = r_phi_1;
    let _e178 = In[_e115 * 6u + 5u];
    let _e179 = (_e178 != 0u);
    if _e179 {
        let _e182 = (r_1 + 4u);
        r_phi_2 = _e182;
    } else {
        r_phi_2 = r_1;
    }
    r_2 = r_phi_2;
    let _e186 = any(_e126);
    if _e186 {
        let _e189 = (r_2 + 8u);
        r_phi_3 = _e189;
    } else {
        r_phi_3 = r_2;
    }
    let r_3 = r_phi_3;
    R[_e115] = r_3;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
