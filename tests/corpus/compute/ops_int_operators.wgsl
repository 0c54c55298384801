@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e95 = gl_SV_DispatchThreadID.x;
    let _e96 = bitcast<i32>(_e95);
    let _e99 = ((_e96 * 3i) - 7i);
    let _e102 = (_e95 * 8u);
    o[_e102] = bitcast<u32>(_e99);
    let _e110 = (_e102 + 1u);
    o[_e110] = bitcast<u32>((_e99 / 3i));
    let _e115 = (_e102 + 2u);
    o[_e115] = bitcast<u32>((_e99 % 3i));
    let _e123 = (_e102 + 3u);
    o[_e123] = bitcast<u32>((_e99 << bitcast<u32>(((_e96 + 33i) & 31i))));
    let _e129 = (_e102 + 4u);
    o[_e129] = bitcast<u32>(((_e99 >> 1u)));
    let _e134 = (_e102 + 5u);
    o[_e134] = bitcast<u32>((_e99 & 5i));
    let _e140 = (_e102 + 6u);
    o[_e140] = bitcast<u32>(((_e99 | 2i) ^ 1i));
    let _e150 = (_e102 + 7u);
    o[_e150] = bitcast<u32>((select(0i, 1i, (_e99 < 0i)) + select(0i, 2i, (_e96 != 3i))));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
