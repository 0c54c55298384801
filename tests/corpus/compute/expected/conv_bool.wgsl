@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> Fl: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e156: u32;
    var _e160: i32;
    var _e166: bool;
    var _e168: bool;
    var _e170: u32;
    var _e175: u32;
    var _phi: bool;
    var _phi_1: bool;
    let _e141 = gl_SV_DispatchThreadID;
    let _e155 = _e141.x;
    _e156 = (_e155 * 8u);
    _e160 = bitcast<i32>(X[_e155]);
    let _e164 = bitcast<f32>(Fl[_e155]);
    _e166 = (_e160 != 0i);
    _e168 = (_e164 != 0f);
    _e170 = select(0u, 1u, _e166);
    Out[_e156] = _e170;
    _e175 = select(0u, 1u, _e168);
    let _e177 = (_e156 + 1u);
    Out[_e177] = _e175;
    let _e180 = (!(_e166));
    let _e181 = select(0u, 1u, _e180);
    let _e183 = (_e156 + 2u);
    Out[_e183] = _e181;
    if _e166 {
        _phi = _e168;
    } else {
        _phi = false;
    }
    let _e190 = _phi;
    let _e191 = select(0u, 1u, _e190);
    let _e193 = (_e156 + 3u);
    Out[_e193] = _e191;
    if _e166 {
        _phi_1 = true;
    } else {
        _phi_1 = _e168;
    }
    let _e200 = _phi_1;
    let _e201 = select(0u, 1u, _e200);
    let _e203 = (_e156 + 4u);
    Out[_e203] = _e201;
    let _e209 = (_e170 + _e175);
    let _e211 = (_e156 + 5u);
    Out[_e211] = _e209;
    let _e214 = (_e160 > 0i);
    let _e216 = (_e160 < 3i);
    let _e217 = vec2<bool>(_e214, _e216);
    let _e219 = all(_e217);
    let _e220 = select(0u, 1u, _e219);
    let _e225 = (_e214 & _e216);
    let _e226 = select(0u, 1u, _e225);
    let _e227 = (_e220 * _e226);
    let _e229 = (_e156 + 6u);
    Out[_e229] = _e227;
    let _e233 = vec2<bool>(_e166, _e168);
    let _e235 = select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), _e233);
    let _e237 = select(vec2<f32>(0f, 0f), vec2<f32>(1f, 1f), _e233);
    let _e239 = _e235.x;
    let _e240 = (_e239 * 10u);
    let _e242 = _e237.y;
    let _e243 = u32(_e242);
    let _e248 = (_e166 | _e168);
    let _e249 = select(0u, 1u, _e248);
    let _e250 = (_e243 * _e249);
    let _e251 = (_e240 + _e250);
    let _e253 = (_e156 + 7u);
    Out[_e253] = _e251;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
