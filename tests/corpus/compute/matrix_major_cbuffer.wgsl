@group(0) @binding(0) var<uniform> CB: array<vec4<u32>, 9>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    var _phi: u32;
    var _e277: u32;
    var _phi_1: u32;
    var _e276: u32;
    var _phi_2: u32;
    var _e278: u32;
    var _phi_3: u32;
    var _e275: u32;
    var _e174: u32;
    var _phi_4: u32;
    var _e280: u32;
    var _phi_5: u32;
    var _e274: u32;
    var _phi_6: u32;
    var _e281: u32;
    var _phi_7: u32;
    var _e273: u32;
    var _e201: u32;
    var _phi_8: u32;
    var _e283: u32;
    var _phi_9: u32;
    var _e272: u32;
    var _phi_10: u32;
    var _e284: u32;
    var _phi_11: u32;
    var _e271: u32;
    var _e259: u32;
    _phi = 0u;
    _phi_1 = 0u;
    loop {
        _e277 = _phi;
        _e276 = _phi_1;
        if !(_e277 < 2u) {
            break;
        }
        _phi_2 = 0u;
        _phi_3 = _e276;
        loop {
            _e278 = _phi_2;
            _e275 = _phi_3;
            if !(_e278 < 3u) {
                break;
            }
            let _t1 = _e277 * 4u + _e278 * 16u;
            _e174 = (_e275 + 1u);
            Out[_e275] = bitcast<u32>(bitcast<f32>(CB[_t1 / 16u][(_t1 % 16u) / 4u]));
            continuing {
                _phi_2 = (_e278 + 1u);
                _phi_3 = _e174;
            }
        }
        continuing {
            _phi = (_e277 + 1u);
            _phi_1 = _e275;
        }
    }
    _phi_4 = 0u;
    _phi_5 = _e276;
    loop {
        _e280 = _phi_4;
        _e274 = _phi_5;
        if !(_e280 < 2u) {
            break;
        }
        _phi_6 = 0u;
        _phi_7 = _e274;
        loop {
            _e281 = _phi_6;
            _e273 = _phi_7;
            if !(_e281 < 3u) {
                break;
            }
            let _t2 = _e280 * 16u + _e281 * 4u + 48u;
            _e201 = (_e273 + 1u);
            Out[_e273] = bitcast<u32>(bitcast<f32>(CB[_t2 / 16u][(_t2 % 16u) / 4u]));
            continuing {
                _phi_6 = (_e281 + 1u);
                _phi_7 = _e201;
            }
        }
        continuing {
            _phi_4 = (_e280 + 1u);
            _phi_5 = _e273;
        }
    }
    _phi_8 = 0u;
    _phi_9 = _e274;
    loop {
        _e283 = _phi_8;
        _e272 = _phi_9;
        if !(_e283 < 3u) {
            break;
        }
        _phi_10 = 0u;
        _phi_11 = _e272;
        loop {
            _e284 = _phi_10;
            _e271 = _phi_11;
            if !(_e284 < 3u) {
                break;
            }
            let _t3 = _e283 * 4u + _e284 * 16u + 80u;
            _e259 = (_e271 + 1u);
            Out[_e271] = bitcast<u32>(bitcast<f32>(CB[_t3 / 16u][(_t3 % 16u) / 4u]));
            continuing {
                _phi_10 = (_e284 + 1u);
                _phi_11 = _e259;
            }
        }
        continuing {
            _phi_8 = (_e283 + 1u);
            _phi_9 = _e271;
        }
    }
    Out[21u] = bitcast<u32>(bitcast<f32>(CB[8u].x));
    let _e225 = (vec3<f32>(1f, 1f, 1f) * mat2x3<f32>(vec3<f32>(bitcast<f32>(CB[0u].x), bitcast<f32>(CB[1u].x), bitcast<f32>(CB[2u].x)), vec3<f32>(bitcast<f32>(CB[0u].y), bitcast<f32>(CB[1u].y), bitcast<f32>(CB[2u].y))));
    Out[22u] = bitcast<u32>(_e225.x);
    Out[23u] = bitcast<u32>(_e225.y);
    let _e237 = (mat2x3<f32>(bitcast<vec3<f32>>(CB[3u].xyz), bitcast<vec3<f32>>(CB[4u].xyz)) * vec2<f32>(1f, 1f));
    Out[24u] = bitcast<u32>(_e237.x);
    Out[25u] = bitcast<u32>(_e237.y);
    Out[26u] = bitcast<u32>(_e237.z);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
