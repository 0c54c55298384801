@group(0) @binding(0) var<storage, read> V: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e148 = gl_SV_DispatchThreadID.x;
    let _e150 = vec4<f32>(bitcast<f32>(V[_e148 * 4u]), bitcast<f32>(V[_e148 * 4u + 1u]), bitcast<f32>(V[_e148 * 4u + 2u]), bitcast<f32>(V[_e148 * 4u + 3u]));
    let _e152 = (_e150 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f));
    let _e157 = _e152.xy;
    let _e158 = _e152.zw;
    let _e165 = _e150.xy;
    let _e166 = _e150.zw;
    let _e183 = select(_e150.wz, _e165, _e157);
    let _e187 = select(_e150.yx, _e166, _e158);
    let _e194 = select(vec2<f32>((-1f), (-1f)), _e165, _e157);
    let _e198 = select(vec2<f32>((-1f), (-1f)), _e166, _e158);
    let _e202 = (_e148 * 8u);
    Out[_e202] = bitcast<u32>(_e183.x);
    let _e212 = (_e202 + 1u);
    Out[_e212] = bitcast<u32>(_e183.y);
    let _e218 = (_e202 + 2u);
    Out[_e218] = bitcast<u32>(_e187.x);
    let _e224 = (_e202 + 3u);
    Out[_e224] = bitcast<u32>(_e187.y);
    let _e230 = (_e202 + 4u);
    Out[_e230] = bitcast<u32>(_e194.x);
    let _e236 = (_e202 + 5u);
    Out[_e236] = bitcast<u32>(_e194.y);
    let _e242 = (_e202 + 6u);
    Out[_e242] = bitcast<u32>(_e198.x);
    let _e248 = (_e202 + 7u);
    Out[_e248] = bitcast<u32>(_e198.y);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
