@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> Fl: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e155 = gl_SV_DispatchThreadID.x;
    let _e156 = (_e155 * 8u);
    let _e160 = bitcast<i32>(X[_e155]);
    let _e166 = (_e160 != 0i);
    let _e168 = (!(bitcast<f32>(Fl[_e155]) == 0f));
    let _e170 = select(0u, 1u, _e166);
    Out[_e156] = _e170;
    let _e175 = select(0u, 1u, _e168);
    let _e177 = (_e156 + 1u);
    Out[_e177] = _e175;
    let _e183 = (_e156 + 2u);
    Out[_e183] = select(0u, 1u, (!(_e166)));
    let _e193 = (_e156 + 3u);
    Out[_e193] = select(0u, 1u, (_e166 & _e168));
    let _e201 = select(0u, 1u, (_e166 | _e168));
    let _e203 = (_e156 + 4u);
    Out[_e203] = _e201;
    let _e211 = (_e156 + 5u);
    Out[_e211] = (_e170 + _e175);
    let _e214 = (_e160 > 0i);
    let _e216 = (_e160 < 3i);
    let _e229 = (_e156 + 6u);
    Out[_e229] = (select(0u, 1u, all(vec2<bool>(_e214, _e216))) * select(0u, 1u, (_e214 & _e216)));
    let _e233 = vec2<bool>(_e166, _e168);
    let _e253 = (_e156 + 7u);
    Out[_e253] = ((select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), _e233).x * 10u) + (u32(select(vec2<f32>(0f, 0f), vec2<f32>(1f, 1f), _e233).y) * _e201));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
