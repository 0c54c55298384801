@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e106 = gl_SV_DispatchThreadID.x;
    let _e169 = select(0u, 1u, ((_e106 % 2u) == 0u));
    let _e168 = select((_e169 + 10u), _e169, ((_e106 % 3u) == 0u));
    let _e132 = (_e106 > 4u);
    let _e153 = (_e106 * 2u);
    Out[_e153] = ((_e169 + 2u) + select(0u, 4u, (select(0u, 1u, _e132) != 0u)));
    let _e158 = (_e153 + 1u);
    Out[_e158] = select(_e168, (_e168 + 100u), _e132);
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
