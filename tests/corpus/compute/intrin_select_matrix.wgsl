@group(0) @binding(0) var<storage, read> V: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e161 = gl_SV_DispatchThreadID.x;
    let _e163 = vec4<f32>(bitcast<f32>(V[_e161 * 4u]), bitcast<f32>(V[_e161 * 4u + 1u]), bitcast<f32>(V[_e161 * 4u + 2u]), bitcast<f32>(V[_e161 * 4u + 3u]));
    let _e169 = _e163.xy;
    let _e170 = _e163.zw;
    let _e190 = select((-(_e169)), _e169, (_e169 > vec2<f32>(0.5f, 0.5f)));
    let _e194 = select((-(_e170)), _e170, (_e170 > vec2<f32>(0.5f, 0.5f)));
    let _e199 = ((_e161 & 1u) == 0u);
    let _e200 = vec2<bool>(_e199, _e199);
    let _e219 = select(vec2<f32>(5f, 6f), vec2<f32>(1f, 2f), _e200);
    let _e223 = select(vec2<f32>(7f, 8f), vec2<f32>(3f, 4f), _e200);
    let _e227 = (_e161 * 8u);
    Out[_e227] = bitcast<u32>(_e190.x);
    let _e237 = (_e227 + 1u);
    Out[_e237] = bitcast<u32>(_e190.y);
    let _e243 = (_e227 + 2u);
    Out[_e243] = bitcast<u32>(_e194.x);
    let _e249 = (_e227 + 3u);
    Out[_e249] = bitcast<u32>(_e194.y);
    let _e255 = (_e227 + 4u);
    Out[_e255] = bitcast<u32>(_e219.x);
    let _e261 = (_e227 + 5u);
    Out[_e261] = bitcast<u32>(_e219.y);
    let _e267 = (_e227 + 6u);
    Out[_e267] = bitcast<u32>(_e223.x);
    let _e273 = (_e227 + 7u);
    Out[_e273] = bitcast<u32>(_e223.y);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
