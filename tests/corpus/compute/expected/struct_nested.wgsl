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
    let _e141 = gl_SV_DispatchThreadID;
    _e152 = _e141.x;
    o.inner.x = _e152;
    let _e158 = (_e152 * _e152);
    o.inner.y = _e158;
    k_phi = 0u;
    loop {
        k = k_phi;
        let _e164 = (k < 3u);
        if !(_e164) {
            break;
        }
        let _e168 = (k + _e152);
        o.list[k].x = _e168;
        let _e174 = (10u * k);
        o.list[k].y = _e174;
        continuing {
            let _e181 = (k + 1u);
            k_phi = _e181;
        }
    }
    o.tag = 7u;
    let _e184 = o;
    let _e204 = (_e152 * 8u);
    let _e207 = o.inner.x;
    Out[_e204] = _e207;
    let _e213 = o.inner.y;
    let _e215 = (_e204 + 1u);
    Out[_e215] = _e213;
    let _e219 = (_e152 % 3u);
    let _e222 = o.list[_e219].x;
    let _e224 = (_e204 + 2u);
    Out[_e224] = _e222;
    let _e229 = o.list[1].y;
    let _e231 = (_e204 + 3u);
    Out[_e231] = _e229;
    let _e238 = (_e204 + 4u);
    Out[_e238] = 99u;
    let _e241 = _e184.tag;
    let _e243 = (_e204 + 5u);
    Out[_e243] = _e241;
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
