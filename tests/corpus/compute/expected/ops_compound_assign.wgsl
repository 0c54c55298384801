@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e95 = gl_SV_DispatchThreadID;
    let _e105 = _e95.x;
    let _e106 = bitcast<i32>(_e105);
    let _e107 = (_e106 + 10i);
    let _e109 = (_e107 + 5i);
    let _e111 = (_e109 * 3i);
    let _e113 = (_e111 - 7i);
    let _e115 = (_e113 / 2i);
    let _e117 = (_e115 % 11i);
    let _e120 = (_e117 << 2u);
    let _e122 = (_e120 | 1i);
    let _e124 = (_e122 ^ 6i);
    let _e126 = (_e124 & 253i);
    let _e129 = (_e126 >> 1u);
    let _e131 = (_e129 + 1i);
    let _e134 = (_e131 + 1i);
    let _e135 = (_e129 + _e134);
    let _e137 = (_e134 - 1i);
    let _e144 = (_e106 * 4i);
    let _e147 = (_e144 + 1i);
    let _e150 = (_e105 * 4u);
    Out[_e150] = bitcast<u32>(_e137);
    let _e157 = (_e150 + 1u);
    Out[_e157] = bitcast<u32>(_e135);
    let _e161 = (_e150 + 2u);
    Out[_e161] = bitcast<u32>(_e134);
    let _e166 = (_e150 + 3u);
    Out[_e166] = bitcast<u32>(_e147);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
