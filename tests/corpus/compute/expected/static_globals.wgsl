@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e120: u32;
    var counter_phi: u32;
    var counter: u32;
    var k_phi: u32;
    var k: u32;
    var _e125: u32;
    var _e132: u32;
    var h_phi: u32;
    var h: u32;
    var hist: array<u32, 4>;
    var table: array<u32, 8>;
    table = array<u32, 8>(2u, 3u, 5u, 7u, 11u, 13u, 17u, 19u);
    _e120 = gl_SV_DispatchThreadID.x;
    counter_phi = 10u;
    k_phi = 0u;
    loop {
        counter = counter_phi;
        k = k_phi;
        _e125 = (_e120 % 4u);
        if !(k < (3u + _e125)) {
            break;
        }
        _e132 = (counter + 2u);
        continuing {
            counter_phi = _e132;
            k_phi = (k + 1u);
        }
    }
    h_phi = 0u;
    loop {
        h = h_phi;
        if !(h < 4u) {
            break;
        }
        hist[h] = (h + 100u);
        continuing {
            h_phi = (h + 1u);
        }
    }
    let _e153 = (_e120 * 4u);
    Out[_e153] = counter;
    let _e157 = (_e120 % 8u);
    let _e162 = (_e153 + 1u);
    Out[_e162] = table[_e157];
    let _e170 = (_e153 + 2u);
    Out[_e170] = hist[_e125];
    let _e175 = (_e153 + 3u);
    Out[_e175] = 42u;
    return;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
