@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e105 = gl_SV_DispatchThreadID.x;
    let _e106 = bitcast<i32>(_e105);
    let _e129 = (((((((((((_e106 + 10i) + 5i) * 3i) - 7i) / 2i) % 11i) << 2u) | 1i) ^ 6i) & 253i) >> 1u);
    let _e134 = ((_e129 + 1i) + 1i);
    let _e150 = (_e105 * 4u);
    Out[_e150] = bitcast<u32>((_e134 - 1i));
    let _e157 = (_e150 + 1u);
    Out[_e157] = bitcast<u32>((_e129 + _e134));
    let _e161 = (_e150 + 2u);
    Out[_e161] = bitcast<u32>(_e134);
    let _e166 = (_e150 + 3u);
    Out[_e166] = bitcast<u32>(((_e106 * 4i) + 1i));
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
