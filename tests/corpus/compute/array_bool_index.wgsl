@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var a: array<vec4<u32>, 2>;
    var v: vec2<u32>;
    var w: array<u32, 2>;
    let _e98 = gl_SV_DispatchThreadID.x;
    let _e105 = (_e98 * 7u);
    let _e106 = vec4<u32>(_e105, _e105, _e105, _e105);
    a[0] = (vec4<u32>(20u, 0u, 0u, 0u) + _e106);
    a[1] = (vec4<u32>(10u, 0u, 0u, 0u) + _e106);
    v = (vec2<u32>(100u, 200u) + vec2<u32>(_e98, _e98));
    w = array<u32, 2>(1000u, 2000u);
    let _e134 = select(0u, 1u, (!((_e98 != 0u))));
    let _e139 = (_e98 * 3u);
    Out[_e139] = a[_e134].x;
    let _e143 = select(0u, 1u, (_e98 > 3u));
    let _e148 = (_e139 + 1u);
    Out[_e148] = v[_e143];
    let _e151 = select(0u, 1u, ((_e98 & 1u) != 0u));
    let _e156 = (_e139 + 2u);
    Out[_e156] = w[_e151];
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
