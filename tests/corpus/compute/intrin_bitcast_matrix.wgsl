@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> Bits: array<u32>;
@group(0) @binding(2) var<storage, read_write> Back: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e194: u32;
    var _e195: u32;
    var _phi: u32;
    var _e350: u32;
    var _phi_1: u32;
    var _e351: u32;
    var _phi_2: u32;
    var u: array<vec3<u32>, 2>;
    var s: array<vec3<i32>, 2>;
    _e194 = gl_SV_DispatchThreadID.x;
    _e195 = (_e194 * 6u);
    let _e200 = (_e195 + 1u);
    let _e204 = (_e195 + 2u);
    let _e208 = (_e195 + 3u);
    let _e212 = (_e195 + 4u);
    let _e216 = (_e195 + 5u);
    let _e219 = vec3<f32>(bitcast<f32>(F[_e195]), bitcast<f32>(F[_e200]), bitcast<f32>(F[_e204]));
    let _e220 = vec3<f32>(bitcast<f32>(F[_e208]), bitcast<f32>(F[_e212]), bitcast<f32>(F[_e216]));
    u = array<vec3<u32>, 2>(bitcast<vec3<u32>>(_e219), bitcast<vec3<u32>>(_e220));
    s = array<vec3<i32>, 2>(bitcast<vec3<i32>>(_e219), bitcast<vec3<i32>>(_e220));
    _phi = 0u;
    loop {
        _e350 = _phi;
        if !(_e350 < 2u) {
            break;
        }
        _phi_1 = 0u;
        loop {
            _e351 = _phi_1;
            if !(_e351 < 3u) {
                break;
            }
            if (((_e350 + _e351) % 2u) != 0u) {
                _phi_2 = u[_e350][_e351];
            } else {
                _phi_2 = bitcast<u32>(s[_e350][_e351]);
            }
            let _e333 = _phi_2;
            let _e339 = ((_e195 + (_e350 * 3u)) + _e351);
            Bits[_e339] = _e333;
            continuing {
                _phi_1 = (_e351 + 1u);
            }
        }
        continuing {
            _phi = (_e350 + 1u);
        }
    }
    let _e245 = (_e194 * 4u);
    let _e250 = (_e245 + 1u);
    let _e254 = (_e245 + 2u);
    let _e258 = (_e245 + 3u);
    let _e277 = (bitcast<vec2<f32>>(bitcast<vec2<u32>>(vec2<f32>(bitcast<f32>(F[_e245]), bitcast<f32>(F[_e250])))) * vec2<f32>(2f, 2f));
    let _e280 = (bitcast<vec2<f32>>(bitcast<vec2<u32>>(vec2<f32>(bitcast<f32>(F[_e254]), bitcast<f32>(F[_e258])))) * vec2<f32>(2f, 2f));
    Back[_e245] = bitcast<u32>(_e277.x);
    Back[_e250] = bitcast<u32>(_e277.y);
    Back[_e254] = bitcast<u32>(_e280.x);
    Back[_e258] = bitcast<u32>(_e280.y);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
