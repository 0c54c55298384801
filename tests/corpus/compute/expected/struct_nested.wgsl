struct Inner {
    x: u32,
    y: u32,
}

struct Outer {
    inner: Inner,
    list: array<Inner, 3>,
    tag: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e152: u32;
    var k_phi: u32;
    var k: u32;
    var o: Outer;
    _e152 = gl_SV_DispatchThreadID.x;
    o.inner.x = _e152;
    o.inner.y = (_e152 * _e152);
    k_phi = 0u;
    loop {
        k = k_phi;
        if !(k < 3u) {
            break;
        }
        o.list[k].x = (k + _e152);
        o.list[k].y = (10u * k);
        continuing {
            k_phi = (k + 1u);
        }
    }
    o.tag = 7u;
    let _e184 = o;
    let _e204 = (_e152 * 8u);
    Out[_e204] = o.inner.x;
    let _e215 = (_e204 + 1u);
    Out[_e215] = o.inner.y;
    let _e219 = (_e152 % 3u);
    let _e224 = (_e204 + 2u);
    Out[_e224] = o.list[_e219].x;
    let _e231 = (_e204 + 3u);
    Out[_e231] = o.list[1].y;
    let _e238 = (_e204 + 4u);
    Out[_e238] = 99u;
    let _e243 = (_e204 + 5u);
    Out[_e243] = _e184.tag;
    let _e249 = (_e204 + 6u);
    Out[_e249] = 2u;
    let _e256 = (_e204 + 7u);
    Out[_e256] = 5u;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
