@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e168 = gl_SV_DispatchThreadID.x;
    let _e170 = (_e168 * 6u);
    Out[_e170] = bitcast<u32>((1000i - (-(bitcast<i32>(_e168)))));
    let _e188 = (_e170 + 1u);
    Out[_e188] = (2000u + _e168);
    let _e191 = f32(_e168);
    let _e199 = (_e170 + 2u);
    Out[_e199] = (3000u + u32((_e191 * 2f)));
    let _e214 = (_e170 + 3u);
    Out[_e214] = (4000u + u32((_e191 + 1f)));
    let _e223 = (_e170 + 4u);
    Out[_e223] = (_e168 * 3u);
    let _e232 = (_e170 + 5u);
    Out[_e232] = (_e168 * 5u);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
